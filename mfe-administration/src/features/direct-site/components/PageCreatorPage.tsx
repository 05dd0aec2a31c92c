import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { Badge, Box, Button, Card, ErrorPanel, Field, Flex, Heading, Input, Link, LoadingScreen, PageHeader, SimpleGrid, Stack, Text, chakra, notify } from '@gospodarz/shared';
import { directSiteApi, type SiteAttributes, type SiteInput } from '../api';

const TextArea = chakra('textarea');
const Checkbox = chakra('input');

type Errors = Record<string, string[]>;

function toInput(site: SiteAttributes): SiteInput {
  return {
    slug: site.slug,
    title: site.title,
    introduction: site.introduction,
    titleEn: site.titleEn,
    introductionEn: site.introductionEn,
    phone: site.phone,
    email: site.email,
    color: site.color,
    languages: site.languages,
    apartments: site.apartments.filter((a) => a.onSite).map(({ apartmentId, prepaymentPercent, instant }) => ({ apartmentId, prepaymentPercent, instant })),
  };
}

/**
 * /administration/page-creator ('Kreator strony', issue 39): the account's one public site at /s/{slug}: its
 * apartments (each with the prepayment asked at booking and whether a booking is confirmed at once or waits for the
 * host), title and introduction in Polish and English, contact, colour; 'Podgląd' draws the page as the server would
 * publish it, 'Opublikuj' / 'Wycofaj' put it online or take it down.
 */
export function PageCreatorPage() {
  const [site, setSite] = useState<SiteAttributes | null>(null);
  const [form, setForm] = useState<SiteInput | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await directSiteApi.load();
    if (!result.ok) return setFailure(result.body?.message ?? 'Nie udało się wczytać strony.');
    setSite(result.data.attributes);
    setForm(toInput(result.data.attributes));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (failure) return <ErrorPanel title="Kreator strony" message={failure} onRetry={() => { setFailure(null); void load(); }} />;
  if (!site || !form) return <LoadingScreen />;

  const set = (key: keyof SiteInput) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [key]: e.target.value });
  const chosen = new Map(form.apartments.map((a) => [a.apartmentId, a]));
  const toggle = (apartmentId: string, on: boolean) =>
    setForm({ ...form, apartments: on ? [...form.apartments, { apartmentId, prepaymentPercent: 30, instant: true }] : form.apartments.filter((a) => a.apartmentId !== apartmentId) });
  const change = (apartmentId: string, patch: Partial<SiteInput['apartments'][number]>) =>
    setForm({ ...form, apartments: form.apartments.map((a) => (a.apartmentId === apartmentId ? { ...a, ...patch } : a)) });
  const english = form.languages.includes('en');

  const done = (result: Awaited<ReturnType<typeof directSiteApi.save>>, message: string) => {
    if (!result.ok) {
      setErrors(result.body?.errors ?? {});
      notify({ type: 'error', description: result.body?.message ?? 'Nie udało się zapisać.' });
      return false;
    }
    setErrors({});
    setSite(result.data.attributes);
    setForm(toInput(result.data.attributes));
    notify({ type: 'success', description: message });
    return true;
  };
  const save = async () => {
    setBusy(true);
    done(await directSiteApi.save(form), 'Zapisano stronę.');
    setBusy(false);
  };
  const publish = async (on: boolean) => {
    setBusy(true);
    const saved = await directSiteApi.save(form);
    if (done(saved, 'Zapisano stronę.')) done(on ? await directSiteApi.publish() : await directSiteApi.withdraw(), on ? 'Strona jest opublikowana.' : 'Strona została wycofana.');
    setBusy(false);
  };
  const showPreview = async () => {
    const saved = await directSiteApi.save(form);
    if (!done(saved, 'Zapisano stronę.')) return;
    const result = await directSiteApi.preview();
    setPreview(result.ok ? String(result.data) : null);
  };
  const err = (field: string) => errors[field]?.[0];

  return (
    <Box>
      <PageHeader title="Kreator strony" description="Własna strona obiektu z opisem, zdjęciami i rezerwacją online, bez prowizji serwisów rezerwacyjnych." />
      <Flex gap="3" align="center" wrap="wrap" mb="4">
        <Badge colorPalette={site.published ? 'green' : 'gray'}>{site.published ? 'Opublikowana' : 'Nieopublikowana'}</Badge>
        {site.published && site.path && (
          <Link href={site.path} target="_blank" rel="noopener">
            {window.location.origin}
            {site.path}
          </Link>
        )}
      </Flex>
      <Stack gap="4" maxW="48rem">
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="md" as="h2">Strona</Heading>
            <Field.Root invalid={!!err('slug')} required>
              <Field.Label>Adres strony (/s/…)</Field.Label>
              <Input value={form.slug} onChange={set('slug')} placeholder="np. apartamenty-nad-morzem" />
              <Field.HelperText>Małe litery, cyfry i łączniki, od 3 do 40 znaków.</Field.HelperText>
              <Field.ErrorText>{err('slug')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!err('title')} required>
              <Field.Label>Tytuł</Field.Label>
              <Input value={form.title} onChange={set('title')} />
              <Field.ErrorText>{err('title')}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Wprowadzenie</Field.Label>
              <TextArea aria-label="Wprowadzenie" value={form.introduction} onChange={set('introduction')} rows={4} borderWidth="1px" borderRadius="md" p="2" w="full" />
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field.Root invalid={!!err('phone')}>
                <Field.Label>Telefon kontaktowy</Field.Label>
                <Input type="tel" value={form.phone} onChange={set('phone')} />
                <Field.ErrorText>{err('phone')}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!err('email')}>
                <Field.Label>E-mail kontaktowy</Field.Label>
                <Input type="email" value={form.email} onChange={set('email')} />
                <Field.ErrorText>{err('email')}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!err('color')}>
                <Field.Label>Kolor</Field.Label>
                <Input type="color" value={form.color} onChange={set('color')} p="1" />
                <Field.ErrorText>{err('color')}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Flex as="label" gap="2" align="center">
              <Checkbox type="checkbox" checked={english} onChange={(e) => setForm({ ...form, languages: e.target.checked ? ['pl', 'en'] : ['pl'] })} />
              Wersja angielska strony
            </Flex>
            {english && (
              <>
                <Field.Root>
                  <Field.Label>Tytuł (angielski)</Field.Label>
                  <Input value={form.titleEn} onChange={set('titleEn')} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Wprowadzenie (angielski)</Field.Label>
                  <TextArea aria-label="Wprowadzenie (angielski)" value={form.introductionEn} onChange={set('introductionEn')} rows={3} borderWidth="1px" borderRadius="md" p="2" w="full" />
                </Field.Root>
              </>
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="md" as="h2">Apartamenty na stronie</Heading>
            {err('apartments') && <Text color="fg.error">{err('apartments')}</Text>}
            {site.apartments.length === 0 && <Text color="fg.muted">Dodaj najpierw obiekt z apartamentami w zakładce „Obiekty”.</Text>}
            {site.apartments.map((a) => {
              const on = chosen.get(a.apartmentId);
              return (
                <Box key={a.apartmentId} borderWidth="1px" borderRadius="md" p="3">
                  <Flex as="label" gap="2" align="center" fontWeight="semibold">
                    <Checkbox type="checkbox" checked={!!on} onChange={(e) => toggle(a.apartmentId, e.target.checked)} />
                    {a.name} <Text as="span" color="fg.muted" fontWeight="normal">({a.accommodationName})</Text>
                  </Flex>
                  {on && (
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
                      <Field.Root>
                        <Field.Label>Przedpłata (%) – {a.name}</Field.Label>
                        <Input type="number" min={0} max={100} value={on.prepaymentPercent} onChange={(e) => change(a.apartmentId, { prepaymentPercent: Math.max(0, Math.min(100, Math.round(Number(e.target.value) || 0))) })} />
                      </Field.Root>
                      <Flex as="label" gap="2" align="center">
                        <Checkbox type="checkbox" checked={!on.instant} onChange={(e) => change(a.apartmentId, { instant: !e.target.checked })} />
                        Rezerwacje czekają na moje potwierdzenie
                      </Flex>
                    </SimpleGrid>
                  )}
                </Box>
              );
            })}
          </Card.Body>
        </Card.Root>
        <Flex gap="3" wrap="wrap">
          <Button onClick={save} loading={busy} variant="outline">
            Zapisz
          </Button>
          <Button onClick={showPreview} variant="outline">
            Podgląd
          </Button>
          {site.published ? (
            <Button onClick={() => publish(false)} loading={busy} colorPalette="red" variant="outline">
              Wycofaj
            </Button>
          ) : (
            <Button onClick={() => publish(true)} loading={busy}>
              Opublikuj
            </Button>
          )}
        </Flex>
        {preview !== null && (
          <Box>
            <Heading size="sm" as="h2" mb="2">Podgląd</Heading>
            <chakra.iframe title="Podgląd strony" srcDoc={preview} sandbox="" w="full" h="40rem" borderWidth="1px" borderRadius="md" bg="white" />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
