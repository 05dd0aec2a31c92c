import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Badge, Box, Button, Card, ConfirmDialog, ErrorPanel, FormErrorMessage, FormField, Heading, HStack, Stack, Table, Text, formatDateTime } from '@gospodarz/shared';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_NAMES, type WebhookDto, type WebhookEvent } from '@gospodarz/shared/dto';
import { deliveries, selectWebhooks, webhookActions, webhooks } from '../slice';

type FormValues = { url: string } & Record<string, unknown>;
const eventField = (index: number) => `event${index}`;
const STATUSES = { pending: 'Oczekuje', delivered: 'Dostarczono', failed: 'Nie dostarczono' } as const;

function eventLabel(event: string): string {
  return (WEBHOOK_EVENTS as Record<string, string>)[event] ?? (event === 'webhook.test' ? 'Testowe zdarzenie' : event);
}

function DeliveryLog({ webhook }: { webhook: WebhookDto }) {
  const dispatch = useDispatch();
  const { data, loading, error } = useSelector(selectWebhooks).log;
  useEffect(() => {
    dispatch(deliveries.actions.load(webhook.id));
  }, [dispatch, webhook.id]);
  if (error) return <ErrorPanel message={error} onRetry={() => dispatch(deliveries.actions.load(webhook.id))} />;
  if (!loading && data.length === 0) return <Text color="fg.muted">Brak dostaw.</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Dziennik dostaw">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Zdarzenie</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Próby (kod, czas)</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((d) => (
            <Table.Row key={d.id}>
              <Table.Cell>
                <Text>{eventLabel(d.attributes.event)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(d.attributes.createdAt)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {STATUSES[d.attributes.status]}
                {d.attributes.nextAttemptAt ? <Text fontSize="xs">następna próba {formatDateTime(d.attributes.nextAttemptAt)}</Text> : null}
              </Table.Cell>
              <Table.Cell>
                {d.attributes.attempts.map((a, i) => (
                  <Text key={i} fontSize="xs">
                    {formatDateTime(a.startedAt)}: {a.statusCode ?? '—'}, {a.durationMs} ms{a.error ? ` (${a.error})` : ''}
                  </Text>
                ))}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button size="xs" variant="outline" onClick={() => dispatch(webhookActions.resend(webhook.id, d.id))}>
                  Wyślij ponownie
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * Integracje › Webhooki (issue 42): the owner's subscriptions of an HTTPS address to events, the signing secret shown
 * once, a test event, switching sending off and on (which clears the flag of a day of failures), removal, and each
 * subscription's delivery log with 'Wyślij ponownie'.
 */
export function WebhooksSection() {
  const dispatch = useDispatch();
  const { data, error } = useSelector(selectWebhooks).list;
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookDto | null>(null);
  useEffect(() => {
    dispatch(webhooks.actions.load());
  }, [dispatch]);

  const onSubmit = async (values: FormValues, form: { reset(): void }) => {
    const events = WEBHOOK_EVENT_NAMES.filter((_, i) => values[eventField(i)] === true) as WebhookEvent[];
    if (events.length === 0) return { [eventField(0)]: 'Wybierz co najmniej jedno zdarzenie.' };
    const outcome = await new Promise<{ errors?: Record<string, unknown>; secret?: string }>((resolve) => dispatch(webhookActions.create({ url: values.url ?? '', events }, resolve)));
    if (outcome.errors) return outcome.errors;
    setSecret(outcome.secret ?? null);
    setTimeout(() => form.reset());
    return undefined;
  };

  return (
    <Stack gap="4" mt="8" as="section" aria-label="Webhooki">
      <Heading as="h2" size="md">
        Webhooki
      </Heading>
      <Text color="fg.muted">
        Gospodarz wyśle zdarzenia (nowe i zmienione rezerwacje, wpłaty) na adres HTTPS Twojego narzędzia, podpisane kluczem subskrypcji. Opis treści i
        weryfikacji podpisu: <a href="/api/docs">/api/docs</a>.
      </Text>
      {error ? <ErrorPanel message={error} onRetry={() => dispatch(webhooks.actions.load())} /> : null}
      {secret ? (
        <Box role="status" borderWidth="1px" borderColor="border.success" rounded="md" p="4">
          <Text fontWeight="semibold">Klucz podpisu – skopiuj go teraz, nie pokażemy go ponownie.</Text>
          <Text as="code" data-testid="webhook-secret" wordBreak="break-all" display="block" my="2">
            {secret}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setSecret(null)}>
            Gotowe
          </Button>
        </Box>
      ) : null}
      <Form<FormValues>
        onSubmit={onSubmit}
        initialValues={{ url: '', [eventField(0)]: true }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Nowy webhook">
            <Stack gap="3" maxW="lg">
              <FormField name="url" label="Adres (HTTPS)" type="url" placeholder="https://" />
              <Text fontWeight="medium">Zdarzenia</Text>
              {WEBHOOK_EVENT_NAMES.map((event, i) => (
                <FormField key={event} name={eventField(i)} label={`${WEBHOOK_EVENTS[event]} (${event})`} type="checkbox" />
              ))}
              <FormErrorMessage />
              <Box>
                <Button type="submit" loading={submitting} disabled={submitting} loadingText="Dodaj webhook">
                  Dodaj webhook
                </Button>
              </Box>
            </Stack>
          </form>
        )}
      />
      {data.length === 0 ? <Text color="fg.muted">Brak webhooków.</Text> : null}
      {data.map((w) => {
        const a = w.attributes;
        return (
          <Card.Root key={w.id} as="article" aria-label={a.url}>
            <Card.Body gap="2">
              <Text fontWeight="semibold" wordBreak="break-all">
                {a.url}
              </Text>
              <HStack wrap="wrap">
                {a.flaggedAt ? (
                  <Badge colorPalette="red">Wstrzymany {formatDateTime(a.flaggedAt)}: dostawy nie udawały się przez dobę</Badge>
                ) : a.active ? (
                  <Badge colorPalette="green">Aktywny</Badge>
                ) : (
                  <Badge>Wyłączony</Badge>
                )}
                {a.events.map((e) => (
                  <Badge key={e} variant="outline">
                    {eventLabel(e)}
                  </Badge>
                ))}
              </HStack>
              <HStack wrap="wrap">
                <Button size="xs" variant="outline" onClick={() => dispatch(webhookActions.test(w.id))}>
                  Wyślij testowe zdarzenie
                </Button>
                <Button size="xs" variant="outline" onClick={() => setOpen(open === w.id ? null : w.id)} aria-expanded={open === w.id}>
                  Dziennik dostaw
                </Button>
                <Button size="xs" variant="outline" onClick={() => dispatch(webhookActions.setActive(w.id, !(a.active && !a.flaggedAt)))}>
                  {a.active && !a.flaggedAt ? 'Wyłącz' : 'Włącz'}
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(w)}>
                  Usuń
                </Button>
              </HStack>
              {open === w.id ? <DeliveryLog webhook={w} /> : null}
            </Card.Body>
          </Card.Root>
        );
      })}
      <ConfirmDialog
        open={removing !== null}
        title="Usunąć webhook?"
        message={removing ? `Zdarzenia przestaną być wysyłane na ${removing.attributes.url}, a dziennik dostaw zostanie usunięty.` : undefined}
        confirmLabel="Usuń"
        destructive
        onConfirm={() => {
          if (removing) dispatch(webhookActions.remove(removing.id));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
