import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import {
  Box,
  Button,
  Card,
  DateInput,
  FormErrorMessage,
  FormField,
  HStack,
  Heading,
  IconButton,
  SimpleGrid,
  Stack,
  Table,
  Text,
  formatDate,
  formatMoney,
  type PaymentMethod,
  scrollRegionProps,
  todayInPoland,
} from '@gospodarz/shared';
import { MONEY_OPERATION_LABELS, PAYMENT_METHOD_LABELS, type MoneyOperationKind } from '@gospodarz/shared/dto';
import type { NewPayment } from '../api';
import { deskActions, payments, selectReservationDesk } from '../deskSlice';
import { PAYMENT_METHOD_OPTIONS, paymentLabel } from '../labels';

const KIND_OPTIONS = (Object.entries(MONEY_OPERATION_LABELS) as Array<[MoneyOperationKind, string]>).map(([value, label]) => ({ value, label }));

/**
 * 'Płatności' on the details page: the money in and out, when and how (a payment, a refund 'Zwrot', a kaucja held
 * or returned); the bill's total, what was paid and what is left; a form to record one.
 */
export function PaymentsPanel({ reservationId, currency }: { reservationId: string; currency: string }) {
  const dispatch = useDispatch();
  const { payments: state } = useSelector(selectReservationDesk);
  useEffect(() => {
    dispatch(payments.actions.load(reservationId));
  }, [reservationId, dispatch]);
  const data = state.data?.reservationId === reservationId ? state.data : null;
  const summary = data?.summary;
  const today = todayInPoland();

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            Płatności
          </Heading>
          {summary ? (
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2" data-testid="payment-summary">
              {/* the bill's total, payments less refunds, and what is left */}
              <Text>
                Razem: <strong>{formatMoney(summary.totalPrice, currency)}</strong>
              </Text>
              <Text>
                Zapłacono: <strong>{formatMoney(summary.paid, currency)}</strong>
              </Text>
              <Text>
                {summary.balance < 0 ? 'Do zwrotu' : 'Do zapłaty'}: <strong>{formatMoney(Math.abs(summary.balance), currency)}</strong> ({paymentLabel(summary.paymentStatus)})
              </Text>
            </SimpleGrid>
          ) : null}
          {data && data.items.length > 0 ? (
            <Box overflowX="auto" {...scrollRegionProps('Płatności')}>
              <Table.Root size="sm" aria-label="Płatności">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Data</Table.ColumnHeader>
                    <Table.ColumnHeader>Rodzaj</Table.ColumnHeader>
                    <Table.ColumnHeader>Sposób</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Kwota</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Text srOnly>Akcje</Text>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((p) => (
                    <Table.Row key={p.id}>
                      <Table.Cell>{formatDate(p.attributes.paidOn)}</Table.Cell>
                      <Table.Cell>{MONEY_OPERATION_LABELS[(p.attributes.kind ?? 'payment') as MoneyOperationKind]}</Table.Cell>
                      <Table.Cell>{PAYMENT_METHOD_LABELS[p.attributes.method as PaymentMethod] ?? p.attributes.method}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {formatMoney(p.attributes.kind === 'refund' || p.attributes.kind === 'security_deposit_return' ? -p.attributes.amount : p.attributes.amount, currency)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Usuń płatność z ${formatDate(p.attributes.paidOn)}`}
                          onClick={() => dispatch(deskActions.removePayment(reservationId, p.id))}
                        >
                          ✕
                        </IconButton>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          ) : (
            <Text color="fg.muted">Nie zapisano jeszcze żadnej płatności.</Text>
          )}
          <Form<NewPayment>
            initialValues={{ paidOn: today, amount: '', method: 'transfer', kind: 'payment' }}
            onSubmit={(values, form) =>
              new Promise((resolve) =>
                dispatch(
                  deskActions.addPayment(reservationId, { ...values, amount: String(values.amount ?? '') }, (errors) => {
                    if (!errors) setTimeout(() => form.restart({ paidOn: today, amount: '', method: values.method, kind: 'payment' }));
                    resolve(errors ?? undefined);
                  }),
                ),
              )
            }
          >
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Zapisz płatność">
                <Stack gap="3">
                  <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
                    <FormField name="kind" label="Rodzaj" type="select" options={KIND_OPTIONS} required />
                    <DateInput name="paidOn" label="Data wpłaty" required max={today} />
                    <FormField
                      name="amount"
                      label="Kwota"
                      required
                      inputProps={{ inputMode: 'decimal' }}
                      validate={(v) => (!String(v ?? '').trim() ? 'Pole jest wymagane' : /^\s*\d{1,9}([.,]\d{1,2})?\s*$/.test(String(v)) ? undefined : 'Podaj kwotę, np. 250 lub 250,50')}
                    />
                    <FormField name="method" label="Sposób płatności" type="select" options={PAYMENT_METHOD_OPTIONS} required />
                  </SimpleGrid>
                  <FormErrorMessage />
                  <HStack>
                    <Button type="submit" loading={submitting}>
                      Zapisz płatność
                    </Button>
                  </HStack>
                </Stack>
              </form>
            )}
          </Form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
