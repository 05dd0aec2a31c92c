import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from '@gospodarz/shared/router';
import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Link,
  NativeSelect,
  Stack,
  Text,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNights,
  type ConversationDto,
  type TemplateLanguage,
} from '@gospodarz/shared';
import { PAYMENT_STATUS_LABELS, TEMPLATE_LANGUAGES } from '@gospodarz/shared/dto';
import type { ScheduledMessageDto } from '../api';
import { actions, scheduledList, selectMessages } from '../slice';
import { EditScheduledDialog } from './EditScheduledDialog';
import { STATUS_LABELS } from './labels';

const SCHEDULED_STATUS: Record<string, string> = { scheduled: 'Zaplanowana', sent: 'Wysłana', skipped: 'Pominięta', canceled: 'Anulowana' };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

/** The reservation beside the conversation: stay, status, payment, the guest's language and the automated messages. */
export function ReservationPanel({ conversation }: { conversation: ConversationDto }) {
  const dispatch = useDispatch();
  const { data: scheduled } = useSelector(selectMessages).scheduled;
  const [editing, setEditing] = useState<ScheduledMessageDto | null>(null);
  const a = conversation.attributes;
  const nights = Math.round((Date.parse(a.to) - Date.parse(a.from)) / 86_400_000);

  useEffect(() => {
    dispatch(scheduledList.actions.load(conversation.id));
  }, [dispatch, conversation.id]);

  return (
    <Stack gap="3" as="aside" aria-label="Rezerwacja" borderWidth="1px" rounded="md" p="3">
      <Heading as="h2" size="sm">
        Rezerwacja
      </Heading>
      <Row label="Pobyt">
        {formatDate(a.from)} – {formatDate(a.to)} ({formatNights(nights)})
      </Row>
      <Row label="Apartament">{a.apartment.name}</Row>
      <Row label="Status">{STATUS_LABELS[a.status] ?? a.status}</Row>
      <Row label="Płatność">
        {PAYMENT_STATUS_LABELS[a.paymentStatus]} · {formatMoney(a.totalPrice, a.currency)}
        {a.balance !== undefined && a.balance !== 0 && a.balance !== a.totalPrice ? ` · do zapłaty ${formatMoney(a.balance, a.currency)}` : ''}
      </Row>
      {a.email ? <Row label="E-mail">{a.email}</Row> : null}
      {a.phoneNumber ? (
        <Row label="Telefon">
          <Link href={`tel:${a.phoneNumber.replace(/\s/g, '')}`}>{a.phoneNumber}</Link>
        </Row>
      ) : null}
      <Field.Root>
        <Field.Label textStyle="xs" color="fg.muted">
          Język gościa
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={a.language} onChange={(e) => dispatch(actions.setLanguage(conversation.id, e.target.value as TemplateLanguage))}>
            {Object.entries(TEMPLATE_LANGUAGES).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Link asChild color="teal.fg">
        <RouterLink to={`/front-desk/reservations/${conversation.id}`}>Szczegóły rezerwacji</RouterLink>
      </Link>
      {scheduled.length > 0 ? (
        <Stack gap="2" pt="2" borderTopWidth="1px">
          <Heading as="h3" size="xs">
            Wiadomości automatyczne
          </Heading>
          {scheduled.map((s) => (
            <Box key={s.id} borderWidth="1px" rounded="md" p="2">
              <HStack justify="space-between" gap="2">
                <Text textStyle="sm" fontWeight="medium">
                  {s.attributes.templateName}
                </Text>
                <Badge>{SCHEDULED_STATUS[s.attributes.status]}</Badge>
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {formatDateTime(s.attributes.sendAt)}
                {s.attributes.status === 'scheduled' && (s.attributes.edited || s.attributes.sendAtEdited) ? ' · zmieniona' : ''}
              </Text>
              {s.attributes.status === 'scheduled' ? (
                <HStack gap="2" mt="1" wrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => setEditing(s)} aria-label={`Edytuj: ${s.attributes.templateName}`}>
                    Edytuj
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => dispatch(actions.scheduledAction(conversation.id, s.id, 'send'))}>
                    Wyślij teraz
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => dispatch(actions.scheduledAction(conversation.id, s.id, 'skip'))}>
                    Pomiń
                  </Button>
                </HStack>
              ) : null}
            </Box>
          ))}
        </Stack>
      ) : null}
      <EditScheduledDialog reservationId={conversation.id} scheduled={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
