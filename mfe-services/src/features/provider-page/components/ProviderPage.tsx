import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from '@gospodarz/shared/router';
import { Alert, Badge, Box, Button, Card, Container, Heading, HStack, Spinner, Stack, Text, Textarea, formatDateTime, formatMoney, pluralPl, useConfirm } from '@gospodarz/shared';
import { ORDER_STATUS_LABELS, SERVICE_KIND_LABELS, type ServiceKind } from '@gospodarz/shared/dto';
import type { PageOrder, ProviderAction } from '../api';
import { commands, pageSlice, selectPage } from '../slice';

const PALETTE: Record<string, string> = { planned: 'blue', in_progress: 'orange', rejected: 'red', completed: 'green', canceled: 'gray' };

/** The current time, again every half minute: an order's window opens while the page stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * One order. Before its window opens (the guests' check-out, `serviceDate`) 'Zakończ' is disabled with the reason (the
 * server refuses it too) and 'Rozpocznij' asks first: the guests may still be in.
 */
function OrderCard({ token, order }: { token: string; order: PageOrder }) {
  const dispatch = useDispatch();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const early = useNow() < Date.parse(order.serviceDate);
  const opensAt = formatDateTime(order.serviceDate);
  const earlyNote = `early-${order.id}`;
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = (status: ProviderAction) => {
    setBusy(true);
    dispatch(
      commands.act(token, order.id, status, status === 'rejected' ? reason : undefined, (message) => {
        setBusy(false);
        setError(message ?? null);
        if (!message) setRejecting(false);
      }),
    );
  };
  const start = async () => {
    if (early) {
      const sure = await confirm({
        title: 'Rozpocząć przed terminem?',
        message: `Goście mogą jeszcze być w apartamencie: termin usługi to ${opensAt}. Rozpocznij wcześniej tylko wtedy, gdy gospodarz to potwierdził.`,
        confirmLabel: 'Rozpocznij mimo to',
      });
      if (!sure) return;
    }
    act('in_progress');
  };
  const open = order.status === 'planned' || order.status === 'in_progress';
  return (
    <Card.Root as="article" aria-label={`${order.apartment}, ${formatDateTime(order.serviceDate)}`}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start">
          <Stack gap="0">
            <Text fontWeight="semibold">{order.apartment}</Text>
            <Text textStyle="sm" color="fg.muted">
              {order.address}
            </Text>
          </Stack>
          <Badge colorPalette={PALETTE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
        </HStack>
        <Text>
          <strong>Termin:</strong> {formatDateTime(order.serviceDate)}
          {order.windowUntil ? ` – najpóźniej do ${formatDateTime(order.windowUntil)}` : ''}
        </Text>
        {order.sameDayTurnover ? (
          <Badge colorPalette="purple" alignSelf="flex-start">
            Nowi goście przyjeżdżają tego samego dnia
          </Badge>
        ) : null}
        <Text textStyle="sm">
          {order.nextArrival
            ? `Następny przyjazd: ${formatDateTime(order.nextArrival.at)}, ${order.nextArrival.guests} ${pluralPl(order.nextArrival.guests, 'osoba', 'osoby', 'osób')}`
            : 'Brak zaplanowanego kolejnego przyjazdu'}
        </Text>
        {order.price ? (
          <Text textStyle="sm" color="fg.muted">
            {order.price.name}: {formatMoney(order.price.amount, order.price.currency)}
          </Text>
        ) : null}
        {open ? (
          <Stack gap="2" pt="1">
            <HStack gap="2" wrap="wrap">
              {order.status === 'planned' ? (
                <Button size="sm" onClick={() => void start()} loading={busy} disabled={busy}>
                  Rozpocznij
                </Button>
              ) : null}
              <Button
                size="sm"
                colorPalette="green"
                onClick={() => act('completed')}
                loading={busy}
                disabled={busy || early}
                aria-describedby={early ? earlyNote : undefined}
                title={early ? `Zakończysz od ${opensAt}` : undefined}
              >
                Zakończ
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRejecting((v) => !v)} disabled={busy}>
                Odrzuć
              </Button>
            </HStack>
            {early ? (
              <Text id={earlyNote} textStyle="sm" color="fg.muted">
                Zakończysz od {opensAt}, po wymeldowaniu gości.
              </Text>
            ) : null}
            {rejecting ? (
              <Stack gap="2">
                <Textarea aria-label="Powód odrzucenia" placeholder="Powód odrzucenia" value={reason} onChange={(e) => setReason(e.currentTarget.value)} rows={2} />
                <Button size="sm" colorPalette="red" alignSelf="flex-start" onClick={() => act('rejected')} loading={busy} disabled={busy}>
                  Potwierdź odrzucenie
                </Button>
              </Stack>
            ) : null}
            {error ? (
              <Text textStyle="sm" color="fg.error" role="alert">
                {error}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {confirmDialog}
      </Card.Body>
    </Card.Root>
  );
}

/** /provider?token=…: a cooperation's orders for the provider, on a phone, without signing in and without guests' names. */
export function ProviderPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const page = useSelector(selectPage);

  useEffect(() => {
    if (token) dispatch(pageSlice.actions.load(token));
  }, [dispatch, token]);

  const data = page.data;
  return (
    <Container maxW="2xl" py="6" px="4">
      {!token || page.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{page.error ?? 'Ten link jest nieprawidłowy, wygasł albo został wyłączony przez gospodarza.'}</Alert.Title>
        </Alert.Root>
      ) : !data ? (
        <Spinner aria-label="Wczytywanie" />
      ) : (
        <Stack gap="4">
          <Box>
            <Heading as="h1" size="lg">
              Zlecenia: {data.attributes.providerName}
            </Heading>
            <Text color="fg.muted">
              {SERVICE_KIND_LABELS[data.attributes.servicePerformed as ServiceKind] ?? ''} dla: {data.attributes.hostName}
            </Text>
          </Box>
          {data.attributes.status === 'pending' ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Stack gap="2">
                <Alert.Title>{data.attributes.hostName} zaprasza do współpracy.</Alert.Title>
                <Button size="sm" alignSelf="flex-start" onClick={() => dispatch(commands.accept(token))}>
                  Akceptuję współpracę
                </Button>
              </Stack>
            </Alert.Root>
          ) : null}
          {data.attributes.orders.length === 0 ? <Text>Brak zaplanowanych zleceń.</Text> : data.attributes.orders.map((order) => <OrderCard key={order.id} token={token} order={order} />)}
        </Stack>
      )}
    </Container>
  );
}
