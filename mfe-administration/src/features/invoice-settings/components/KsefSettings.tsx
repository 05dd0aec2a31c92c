import { useCallback, useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Alert, Box, Button, FormErrorMessage, FormField, HStack, Heading, Stack, Text, api, firstErrorMessage, formatDate, formatMoney } from '@gospodarz/shared';

/** The account's KSeF connection as GET /householder/ksef_settings answers it (never the token itself). */
export interface KsefSettingsAttributes {
  environment: 'TEST' | 'DEMO' | 'PRD';
  environmentLabel: string;
  apiUrl: string;
  qrUrl: string;
  tokenSaved: boolean;
  autoSend: boolean;
  serverReady: boolean;
  /** the KSeF offline certificate stored for KOD II (its key is never answered) */
  offlineCertificate?: { serialNumber: string; validTo: string } | null;
  smallBusiness: { month: string; gross: string; limit: string; percent: number; level: 'ok' | 'warning' | 'exceeded'; message: string };
}

const URL = '/v1/householder/ksef_settings';
const ENVIRONMENTS = [
  { value: 'TEST', label: 'Testowe (TEST) – do prób, bez mocy prawnej' },
  { value: 'DEMO', label: 'Przedprodukcyjne (DEMO)' },
  { value: 'PRD', label: 'Produkcyjne (PRD) – faktury o mocy prawnej' },
];

interface Values {
  environment: string;
  token?: string;
  autoSend: boolean;
  certificate?: string;
  privateKey?: string;
  password?: string;
}

/**
 * Administracja › Ustawienia faktur › 'KSeF': the environment, the KSeF token (written only: the API never gives it
 * back), sending on issue or by hand, 'Sprawdź połączenie', and the month's invoiced gross against the small-business
 * limit of 10 000 zł.
 */
export function KsefSettings() {
  const [settings, setSettings] = useState<KsefSettingsAttributes | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<{ ok: boolean; message: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const load = useCallback(async () => {
    const result = await api.get<{ attributes: KsefSettingsAttributes }>(URL);
    if (result.ok) setSettings(result.data.attributes);
    else setError(firstErrorMessage(result));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (error) return <Text color="fg.error">{error}</Text>;
  if (!settings) return null;

  const save = async (values: Values): Promise<SubmissionErrors | void> => {
    const body: Record<string, unknown> = { environment: values.environment, autoSend: values.autoSend };
    if (values.token && values.token.trim()) body.token = values.token.trim();
    if (values.certificate?.trim() || values.privateKey?.trim())
      body.offlineCertificate = { certificate: values.certificate ?? '', privateKey: values.privateKey ?? '', ...(values.password ? { password: values.password } : {}) };
    const result = await api.put<{ attributes: KsefSettingsAttributes }>(URL, body);
    if (!result.ok) {
      // the certificate's problem is shown under its field
      const { offlineCertificate, ...errors } = result.body.errors ?? {};
      return { ...errors, ...(offlineCertificate ? { certificate: offlineCertificate } : {}), [FORM_ERROR]: result.body.message };
    }
    setSettings(result.data.attributes);
    setCheck(null);
  };
  const removeCertificate = async () => {
    const result = await api.put<{ attributes: KsefSettingsAttributes }>(URL, { offlineCertificate: null });
    if (result.ok) setSettings(result.data.attributes);
    else setError(firstErrorMessage(result));
  };
  const checkConnection = async () => {
    setChecking(true);
    const result = await api.post<{ ok: boolean; message: string }>(`${URL}/check`, {});
    setChecking(false);
    setCheck(result.ok ? result.data : { ok: false, message: firstErrorMessage(result) });
  };
  const limit = settings.smallBusiness;

  return (
    <Stack gap="6" data-testid="ksef-settings">
      <Text textStyle="sm" color="fg.muted">
        Faktury wysyłane do Krajowego Systemu e-Faktur dostają numer KSeF, UPO i kod QR na wydruku. Token KSeF generuje się w aplikacji KSeF
        Ministerstwa Finansów dla NIP-u sprzedawcy z ustawień faktur.
      </Text>
      {!settings.serverReady ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Serwer nie ma ustawionego klucza KSEF_SECRET_KEY: token nie może zostać zapisany. Poproś administratora o jego ustawienie.</Alert.Title>
        </Alert.Root>
      ) : null}
      <Form<Values>
        initialValues={{ environment: settings.environment, autoSend: settings.autoSend, token: '' }}
        onSubmit={save}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="4">
              <FormField name="environment" label="Środowisko KSeF" type="select" options={ENVIRONMENTS} helperText={`Adres API: ${settings.apiUrl}`} />
              <FormField
                name="token"
                label="Token KSeF"
                type="password"
                placeholder={settings.tokenSaved ? 'Token zapisany – wpisz nowy, aby go zmienić' : 'Wklej token wygenerowany w KSeF'}
                helperText="Przechowywany w postaci zaszyfrowanej; nie jest nigdy wyświetlany."
              />
              <FormField name="autoSend" label="Wysyłaj faktury i korekty do KSeF automatycznie przy wystawieniu" type="checkbox" />
              <Box borderWidth="1px" rounded="md" p="4" data-testid="ksef-offline-certificate">
                <Heading as="h3" size="sm" mb="2">
                  Certyfikat KSeF offline (KOD II)
                </Heading>
                <Text textStyle="sm" color="fg.muted" mb="3">
                  Faktura wystawiona w trybie offline dostaje drugi kod QR („CERTYFIKAT”), podpisany kluczem certyfikatu KSeF typu Offline. Certyfikat
                  i klucz prywatny (PEM) pobierzesz z KSeF; przechowujemy je zaszyfrowane, klucza nie wyświetlamy.
                </Text>
                {settings.offlineCertificate ? (
                  <HStack gap="3" mb="3" flexWrap="wrap">
                    <Text textStyle="sm">
                      Zapisany certyfikat: nr {settings.offlineCertificate.serialNumber}, ważny do {formatDate(settings.offlineCertificate.validTo)}
                    </Text>
                    <Button size="xs" variant="outline" onClick={() => void removeCertificate()}>
                      Usuń certyfikat
                    </Button>
                  </HStack>
                ) : null}
                <Stack gap="3">
                  <FormField name="certificate" label="Certyfikat (PEM)" type="textarea" placeholder="-----BEGIN CERTIFICATE-----" />
                  <FormField name="privateKey" label="Klucz prywatny (PEM)" type="textarea" placeholder="-----BEGIN PRIVATE KEY-----" />
                  <FormField name="password" label="Hasło do klucza (jeśli jest zaszyfrowany)" type="password" />
                </Stack>
              </Box>
              <FormErrorMessage />
              <HStack gap="2" flexWrap="wrap">
                <Button type="submit" colorPalette="teal" loading={submitting}>
                  Zapisz
                </Button>
                <Button variant="outline" loading={checking} onClick={() => void checkConnection()}>
                  Sprawdź połączenie
                </Button>
              </HStack>
              <Text textStyle="sm">Token: {settings.tokenSaved ? 'zapisany' : 'nie zapisano'}</Text>
              {check ? (
                <Text role="status" color={check.ok ? 'fg.success' : 'fg.error'}>
                  {check.message}
                </Text>
              ) : null}
            </Stack>
          </form>
        )}
      />
      <Box borderWidth="1px" rounded="md" p="4" data-testid="small-business-limit">
        <Heading as="h3" size="sm" mb="2">
          Limit małego podatnika ({limit.month.split('-').reverse().join('.')})
        </Heading>
        <Text textStyle="sm">
          Sprzedaż zafakturowana w tym miesiącu: {formatMoney(limit.gross, 'PLN')} z {formatMoney(limit.limit, 'PLN')} brutto ({limit.percent} %)
        </Text>
        <Box mt="2" maxW="md" h="2" rounded="full" bg="bg.muted" aria-hidden>
          <Box h="2" rounded="full" w={`${Math.min(100, limit.percent)}%`} bg={limit.level === 'ok' ? 'teal.solid' : limit.level === 'warning' ? 'orange.solid' : 'red.solid'} />
        </Box>
        <Text textStyle="sm" mt="2" color={limit.level === 'ok' ? undefined : limit.level === 'warning' ? 'orange.fg' : 'fg.error'} role={limit.level === 'ok' ? undefined : 'alert'}>
          {limit.message}
        </Text>
      </Box>
    </Stack>
  );
}
