import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from '@gospodarz/shared/router';
import {
  Box,
  Button,
  Card,
  DataTable,
  ErrorPanel,
  FormErrorMessage,
  FormField,
  Heading,
  HStack,
  Link,
  LoadingScreen,
  PageHeader,
  PaginationBar,
  SimpleGrid,
  Stack,
  Text,
  formatDate,
  formatMoney,
  type DataTableColumn,
  type ReservationDto,
  FormUnsavedChangesPrompt,
} from '@gospodarz/shared';
import { RESERVATION_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@gospodarz/shared/dto';
import { actions, selectClients } from '../slice';
import { DuplicateClients } from './DuplicateClients';
import { ClientPrivacy } from './ClientPrivacy';

interface ContactValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  address: string;
}

const required = (v: unknown) => (String(v ?? '').trim() === '' ? 'Pole jest wymagane' : undefined);

/** /front-desk/clients/:clientId: the client's contact data (editable), totals, likely duplicates to merge, and reservation history. */
export function ClientDetailsPage() {
  const { clientId = '' } = useParams();
  const dispatch = useDispatch();
  const { detail, history } = useSelector(selectClients);
  const [page, setPage] = useState(1);
  useEffect(() => {
    dispatch(actions.loadDetail(clientId));
  }, [clientId, dispatch]);
  useEffect(() => {
    dispatch(actions.loadHistory(clientId, page));
  }, [clientId, page, dispatch]);

  const item = detail.item?.id === clientId ? detail.item : null;
  const initialValues = useMemo<ContactValues | null>(
    () => (item ? { fullName: item.attributes.fullName, email: item.attributes.email, phoneNumber: item.attributes.phoneNumber, address: item.attributes.address } : null),
    [item],
  );
  if (detail.error && !item) return <ErrorPanel title="Nie udało się wczytać klienta" message={detail.error} onRetry={() => dispatch(actions.loadDetail(clientId))} />;
  if (!item || !initialValues) return <LoadingScreen />;
  const a = item.attributes;

  const columns: DataTableColumn<ReservationDto>[] = [
    {
      key: 'from',
      header: 'Termin',
      render: (r) => (
        <Link asChild colorPalette="teal">
          <RouterLink to={`/front-desk/reservations/${r.id}`}>
            {formatDate(r.attributes.from)} – {formatDate(r.attributes.to)}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'apartment', header: 'Apartament', render: (r) => r.attributes.apartment.name },
    { key: 'nights', header: 'Doby', align: 'end', render: (r) => r.attributes.nights },
    { key: 'status', header: 'Status', render: (r) => RESERVATION_STATUS_LABELS[r.attributes.status] ?? r.attributes.status },
    { key: 'paymentStatus', header: 'Płatność', render: (r) => PAYMENT_STATUS_LABELS[r.attributes.paymentStatus] ?? r.attributes.paymentStatus },
    { key: 'totalPrice', header: 'Razem', align: 'end', render: (r) => formatMoney(r.attributes.totalPrice, r.attributes.currency) },
  ];

  return (
    <Box>
      <PageHeader
        title={a.fullName || 'Klient'}
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/front-desk/clients">Wróć do listy</RouterLink>
          </Button>
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" mb="8">
        <Card.Root gridColumn={{ lg: 'span 2' }}>
          <Card.Body>
            <Heading as="h2" size="md" mb="4">
              Dane kontaktowe
            </Heading>
            <Form<ContactValues>
              // a cleared field is sent as '' (final-form drops it otherwise, and the old value would stay)
              onSubmit={(values) =>
                new Promise((resolve) =>
                  dispatch(
                    actions.save(
                      clientId,
                      { fullName: values.fullName ?? '', email: values.email ?? '', phoneNumber: values.phoneNumber ?? '', address: values.address ?? '' },
                      resolve,
                    ),
                  ),
                )
              }
              initialValues={initialValues}
            >
              {({ handleSubmit, submitting, pristine }) => (
                <form onSubmit={handleSubmit} noValidate aria-label="Dane kontaktowe">
                  <FormUnsavedChangesPrompt />
                  <Stack gap="4">
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <FormField name="fullName" label="Imię i nazwisko" required validate={required} />
                      <FormField name="email" label="E-mail" type="email" />
                      <FormField name="phoneNumber" label="Telefon" type="tel" />
                      <FormField name="address" label="Adres" />
                    </SimpleGrid>
                    <FormErrorMessage />
                    <HStack>
                      <Button type="submit" loading={submitting} disabled={pristine}>
                        Zapisz
                      </Button>
                    </HStack>
                  </Stack>
                </form>
              )}
            </Form>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Heading as="h2" size="md" mb="4">
              Podsumowanie
            </Heading>
            <Stack gap="2">
              <Text>
                Rezerwacje (bez anulowanych): <strong>{a.reservationsCount}</strong>
              </Text>
              <Text>
                Łącznie: <strong data-testid="client-total">{formatMoney(a.totalSpent)}</strong>
              </Text>
              {a.totals
                .filter((t) => t.currency !== 'PLN')
                .map((t) => (
                  <Text key={t.currency}>
                    W {t.currency}: <strong>{formatMoney(t.amount, t.currency)}</strong>
                  </Text>
                ))}
              <Link asChild colorPalette="teal">
                <RouterLink to={`/front-desk/reservations?clientId=${clientId}`}>Pokaż na liście rezerwacji</RouterLink>
              </Link>
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <DuplicateClients client={item} onMerged={() => dispatch(actions.loadHistory(clientId, page))} />
      <ClientPrivacy clientId={clientId} onErased={() => dispatch(actions.loadDetail(clientId))} />
      <Heading as="h2" size="md" mb="3">
        Historia rezerwacji
      </Heading>
      <Stack gap="4">
        <DataTable caption="Historia rezerwacji" columns={columns} rows={history.items} loading={history.loading} size="sm" />
        {history.pagination ? <PaginationBar page={history.pagination.page} pages={history.pagination.pages} onPageChange={setPage} /> : null}
      </Stack>
    </Box>
  );
}
