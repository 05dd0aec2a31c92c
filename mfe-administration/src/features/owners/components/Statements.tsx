import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Box, Button, ErrorPanel, FormErrorMessage, FormField, HStack, Heading, Stack, Text, formatDate, formatMoney, type CommandDispatch, type OwnerStatementDto } from '@gospodarz/shared';
import { STATEMENT_STATUSES } from '@gospodarz/shared/dto';
import { approveStatement, markStatementPaid, prepareStatement, sendStatement } from '../commands';
import { ownerStatements, selectOwners } from '../slice';

const MONTHS = ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'];
/** '2026-11' → 'listopad 2026' */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const zl = (grosze: number) => formatMoney(grosze / 100);

function previousMonth(): string {
  const d = new Date();
  const m = d.getMonth() === 0 ? 12 : d.getMonth();
  return `${d.getMonth() === 0 ? d.getFullYear() - 1 : d.getFullYear()}-${String(m).padStart(2, '0')}`;
}

function StatementDetail({ s }: { s: OwnerStatementDto }) {
  return (
    <Stack gap="3" fontSize="sm">
      {s.attributes.content.apartments.map((a) => (
        <Stack key={a.apartmentId} gap="1">
          <Text fontWeight="semibold">{a.apartmentName}</Text>
          {a.stays.map((stay) => (
            <Text key={stay.reservationId}>
              Pobyt {formatDate(stay.from)}–{formatDate(stay.to)}
              {stay.status === 'canceled' ? ' (anulowany)' : ''}: przychód {zl(stay.revenueGrosze)}, prowizja {zl(stay.commissionGrosze)}
            </Text>
          ))}
          {a.costs.map((c, i) => (
            <Text key={`${c.id ?? c.kind}-${i}`}>
              Koszt {formatDate(c.date)}: {c.label} – {zl(c.grosze)}
            </Text>
          ))}
          <Text>
            Razem apartament: przychód {zl(a.revenueGrosze)}, prowizja {zl(a.commissionGrosze)}, koszty {zl(a.costsGrosze)}, saldo {zl(a.balanceGrosze)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** The owner's monthly statements: prepare a month's draft, approve it, mark it paid; each with its apartments. */
export function Statements({ ownerId }: { ownerId: string }) {
  const dispatch = useDispatch<CommandDispatch>();
  const { data, error } = useSelector(selectOwners).statements;
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    dispatch(ownerStatements.actions.load(ownerId));
  }, [dispatch, ownerId]);
  const rows = data.filter((s) => s.attributes.ownerId === ownerId);

  const onSubmit = async (v: { month?: string }) => {
    const outcome = await dispatch(prepareStatement({ ownerId, month: v.month ?? '' }));
    return outcome.ok ? undefined : outcome.errors;
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        Rozliczenia
      </Heading>
      <Form<{ month?: string }>
        initialValues={{ month: previousMonth() }}
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Przygotowanie rozliczenia">
            <HStack align="end" gap="3" wrap="wrap">
              <FormField name="month" label="Miesiąc (rrrr-mm)" inputProps={{ inputMode: 'numeric' }} />
              <Button type="submit" colorPalette="teal" loading={submitting}>
                Przygotuj rozliczenie
              </Button>
            </HStack>
            <FormErrorMessage />
          </form>
        )}
      />
      {error ? <ErrorPanel message={error} onRetry={() => dispatch(ownerStatements.actions.load(ownerId))} /> : null}
      {rows.length === 0 ? <Text>Brak rozliczeń.</Text> : null}
      <Stack as="ul" gap="3" p="0" m="0">
        {rows.map((s) => (
          <Box as="li" key={s.id} listStyleType="none" borderWidth="1px" borderRadius="md" p="4">
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {monthLabel(s.attributes.month)}
                {s.attributes.sequence > 1 ? ` – korekta ${s.attributes.sequence - 1}` : ''} ({STATEMENT_STATUSES[s.attributes.status]})
              </Heading>
              <Text fontSize="sm">
                Przychód {formatMoney(s.attributes.revenue)}, prowizja {formatMoney(s.attributes.commission)}, koszty {formatMoney(s.attributes.costs)}, saldo{' '}
                {formatMoney(s.attributes.balance)}
                {s.attributes.sequence > 1 ? `; do rozliczenia ${formatMoney(s.attributes.due)}` : ''}
                {s.attributes.sentAt ? `; wysłane ${formatDate(s.attributes.sentAt)}` : ''}
              </Text>
              {open === s.id ? <StatementDetail s={s} /> : null}
              <HStack wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => setOpen(open === s.id ? null : s.id)} aria-expanded={open === s.id}>
                  {open === s.id ? 'Ukryj szczegóły' : 'Szczegóły'}
                </Button>
                {s.attributes.status === 'draft' ? (
                  <Button size="sm" colorPalette="teal" onClick={() => void dispatch(approveStatement(s.id))}>
                    Zatwierdź
                  </Button>
                ) : null}
                {s.attributes.status !== 'draft' ? (
                  <Button size="sm" variant="outline" onClick={() => void dispatch(sendStatement(s.id))}>
                    {s.attributes.sentAt ? 'Wyślij ponownie' : 'Wyślij do właściciela'}
                  </Button>
                ) : null}
                {s.attributes.status === 'approved' ? (
                  <Button size="sm" variant="outline" onClick={() => void dispatch(markStatementPaid(s.id))}>
                    Oznacz jako zapłacone
                  </Button>
                ) : null}
              </HStack>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
