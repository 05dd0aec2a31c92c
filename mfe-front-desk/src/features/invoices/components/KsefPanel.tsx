import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, HStack, Link, Stack, Text, api, firstErrorMessage, formatDate, formatDateTime, notify } from '@gospodarz/shared';
import { downloadFile } from '../print';

/** The invoice's way to KSeF as GET /householder/invoices/{id}/ksef answers it. */
export interface InvoiceKsef {
  status: 'none' | 'pending' | 'sent' | 'accepted' | 'rejected' | 'offline';
  label: string;
  ksefNumber: string | null;
  acceptedAt: string | null;
  errorCode: number | null;
  errorDescription: string | null;
  offlineMode: string | null;
  offlineUntil: string | null;
  hasUpo: boolean;
  verificationUrl: string | null;
  /** KOD II (an offline invoice, the host's offline certificate stored) */
  certificateUrl?: string | null;
}

const PALETTE: Record<InvoiceKsef['status'], string> = { none: 'gray', pending: 'blue', sent: 'blue', accepted: 'green', rejected: 'red', offline: 'orange' };
const OFFLINE_MODES: Record<string, string> = { offline24: 'tryb offline24', offline: 'tryb offline (niedostępność KSeF)', emergency: 'tryb awaryjny (awaria KSeF)' };

/**
 * KSeF on the invoice's detail: its status ('Oczekuje na wysłanie', 'Wysłana', 'Przyjęta' with the KSeF number and
 * date, 'Odrzucona' with the reason, 'Offline do …'), 'Wyślij do KSeF' / 'Wyślij ponownie', 'Pobierz UPO', and the
 * verification link of KOD I. Recording the KSeF number by hand stays below it for invoices sent elsewhere.
 */
export function KsefPanel({ invoiceId, number, onChange }: { invoiceId: string; number: string; onChange?: () => void }) {
  const [ksef, setKsef] = useState<InvoiceKsef | null>(null);
  const [busy, setBusy] = useState(false);
  const url = `/v1/householder/invoices/${invoiceId}`;
  const seen = useRef<InvoiceKsef['status'] | null>(null);
  const load = useCallback(async () => {
    const result = await api.get<{ attributes: InvoiceKsef }>(`${url}/ksef`);
    if (!result.ok) return;
    const next = result.data.attributes;
    // accepted while the detail is open: the invoice now has its KSeF number (and can only be corrected)
    if (seen.current !== null && seen.current !== next.status && next.status === 'accepted') onChange?.();
    seen.current = next.status;
    setKsef(next);
  }, [url, onChange]);
  useEffect(() => {
    void load();
  }, [load]);
  // while KSeF has it, look again now and then
  useEffect(() => {
    if (ksef?.status !== 'pending' && ksef?.status !== 'sent') return;
    const timer = setInterval(() => void load(), 5000);
    return () => clearInterval(timer);
  }, [ksef?.status, load]);
  if (!ksef) return null;

  const send = async () => {
    setBusy(true);
    const result = await api.post<{ attributes: InvoiceKsef }>(`${url}/ksef`, {});
    setBusy(false);
    if (result.ok) {
      setKsef(result.data.attributes);
      notify({ type: 'success', description: 'Faktura czeka na wysłanie do KSeF.' });
      onChange?.();
    } else notify({ type: 'error', description: firstErrorMessage(result) });
  };
  const upo = async () => {
    const result = await api.get<string>(`${url}/upo`);
    if (result.ok) downloadFile(new Blob([String(result.data)], { type: 'application/xml' }), `UPO ${number.replace(/[\\/]+/g, '-')}.xml`);
    else notify({ type: 'error', description: firstErrorMessage(result) });
  };

  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid="invoice-ksef">
      <Stack gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">KSeF</Text>
          <Badge colorPalette={PALETTE[ksef.status]} variant="subtle" data-status={ksef.status}>
            {ksef.label}
          </Badge>
        </HStack>
        {ksef.status === 'accepted' && ksef.ksefNumber ? (
          <Text textStyle="sm">
            Numer KSeF: <strong>{ksef.ksefNumber}</strong>
            {ksef.acceptedAt ? ` · przyjęta ${formatDateTime(ksef.acceptedAt)}` : ''}
          </Text>
        ) : null}
        {ksef.status === 'rejected' ? (
          <Text textStyle="sm" color="fg.error" role="alert">
            Powód odrzucenia{ksef.errorCode ? ` (kod ${ksef.errorCode})` : ''}: {ksef.errorDescription}
          </Text>
        ) : null}
        {ksef.status === 'offline' ? (
          <Text textStyle="sm">
            Wystawiona w trybie offline ({OFFLINE_MODES[ksef.offlineMode ?? ''] ?? ksef.offlineMode}):{' '}
            {ksef.offlineUntil
              ? `trzeba ją przesłać do KSeF do ${formatDate(ksef.offlineUntil)}.`
              : 'termin przesłania do KSeF biegnie od zakończenia ogłoszonej awarii lub niedostępności.'}{' '}
            Wysyłka ponawia się sama.
          </Text>
        ) : null}
        {(ksef.status === 'pending' || ksef.status === 'sent') && ksef.errorDescription ? <Text textStyle="sm">{ksef.errorDescription}</Text> : null}
        {ksef.verificationUrl ? (
          <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
            Kod QR KSeF (na PDF i w e-mailu):{' '}
            <Link href={ksef.verificationUrl} target="_blank" rel="noreferrer" colorPalette="teal">
              {ksef.verificationUrl}
            </Link>
          </Text>
        ) : null}
        <HStack gap="2" flexWrap="wrap">
          {ksef.status === 'none' ? (
            <Button size="sm" variant="outline" loading={busy} onClick={() => void send()}>
              Wyślij do KSeF
            </Button>
          ) : null}
          {ksef.status === 'rejected' || ksef.status === 'offline' ? (
            <Button size="sm" variant="outline" loading={busy} onClick={() => void send()}>
              Wyślij ponownie
            </Button>
          ) : null}
          {ksef.hasUpo ? (
            <Button size="sm" variant="outline" onClick={() => void upo()}>
              Pobierz UPO
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
