import { useEffect, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  FormField,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  NumberInput,
  type MessageTemplateDto,
} from '@gospodarz/shared';
import { messageTemplatesApi } from '../../message-templates';
import type { CalendarImportValues } from '../model';
import type { ApartmentStepProps } from './ApartmentSteps';
import { RadioField, amount } from './fields';


function useTemplates(): MessageTemplateDto[] {
  const [templates, setTemplates] = useState<MessageTemplateDto[]>([]);
  useEffect(() => {
    let live = true;
    void messageTemplatesApi.list().then((result) => {
      if (live && result.ok) setTemplates(result.data);
    });
    return () => {
      live = false;
    };
  }, []);
  return templates;
}

const httpUrl = (value: unknown) => (!value || /^https?:\/\/\S+$/i.test(String(value)) ? undefined : 'Podaj poprawny adres URL (http:// lub https://)');

/**
 * Zamki: what the host enters is saved with the listing, although no lock is connected yet; the screen says what the
 * data is for. A stored password is never shown again; an empty password field keeps it.
 */
export function LocksStep({ prefix }: ApartmentStepProps) {
  const templates = useTemplates();
  const smartLock = useField<boolean>(`${prefix}.locks.smartLock`, { subscription: { value: true } }).input.value === true;
  const passwordSet = useField<boolean>(`${prefix}.locks.passwordSet`, { subscription: { value: true } }).input.value === true;
  const options = (channel: 'sms' | 'email') =>
    templates.filter((t) => t.attributes.channel === channel).map((t) => ({ value: t.id, label: t.attributes.name }));
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Dane zamka elektronicznego służą do nadawania gościom kodu wejścia i wysyłania go w wiadomości SMS lub e-mail z wybranego
        szablonu. Integracja z zamkami nie jest jeszcze dostępna: dane zostaną zapisane przy obiekcie i użyte po jej włączeniu.
      </Text>
      <FormField name={`${prefix}.locks.smartLock`} label="Zamek elektroniczny" type="checkbox" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          name={`${prefix}.locks.brand`}
          label="Marka zamka"
          type="select"
          placeholder="Wybierz markę"
          options={[{ value: 'abiline', label: 'abiline' }]}
          disabled={!smartLock}
        />
        <FormField name={`${prefix}.locks.url`} label="Adres URL zamka" type="url" disabled={!smartLock} validate={httpUrl} />
        <FormField name={`${prefix}.locks.lockId`} label="Identyfikator zamka" disabled={!smartLock} />
        <FormField name={`${prefix}.locks.username`} label="Nazwa użytkownika" autoComplete="off" disabled={!smartLock} />
        <FormField
          name={`${prefix}.locks.password`}
          label="Hasło"
          type="password"
          autoComplete="new-password"
          disabled={!smartLock}
          helperText={passwordSet ? 'Hasło jest zapisane. Wpisz nowe, aby je zmienić.' : undefined}
        />
        <FormField name={`${prefix}.locks.smsTemplateId`} label="Szablon SMS" type="select" placeholder="Brak" options={options('sms')} disabled={!smartLock} />
        <FormField
          name={`${prefix}.locks.emailTemplateId`}
          label="Szablon e-mail"
          type="select"
          placeholder="Brak"
          options={options('email')}
          disabled={!smartLock}
        />
      </SimpleGrid>
    </Stack>
  );
}

export function SynchronizationStep({ prefix }: ApartmentStepProps) {
  const imports = useField<CalendarImportValues[]>(`${prefix}.calendarSynchronization.imports`, { subscription: { value: true } }).input.value;
  const calendar = useField<boolean>(`${prefix}.synchronization.calendar`, { subscription: { value: true } }).input.value;
  const count = (Array.isArray(imports) ? imports : []).filter((i) => i?.url).length;
  return (
    <Stack gap="3">
      <FormField name={`${prefix}.synchronization.calendar`} label="Synchronizuj kalendarz z serwisami rezerwacyjnymi" type="checkbox" />
      <FormField name={`${prefix}.synchronization.priceList`} label="Synchronizuj cennik z serwisami rezerwacyjnymi" type="checkbox" />
      <Text color="fg.muted" data-testid="sync-status">
        Status:{' '}
        <Badge colorPalette={calendar && count > 0 ? 'green' : 'gray'}>{count > 0 ? `Kalendarze serwisów: ${count}` : 'Brak kalendarzy serwisów'}</Badge>{' '}
        Kalendarze łączą się przez iCal: Gospodarz czyta kalendarze serwisów co 5 minut, a serwisy czytają kalendarz tego apartamentu
        z linku eksportu. Cennik nie przechodzi przez iCal: ceny ustaw w panelu każdego serwisu.
      </Text>
    </Stack>
  );
}

/** The channels that connect by iCal, with where their calendar links are (their extranets' wording). */
const ICAL_CHANNELS: Array<{ name: string; steps: string[] }> = [
  {
    name: 'Booking.com',
    steps: [
      'W extranecie Booking.com otwórz „Cennik i dostępność” › „Synchronizacja kalendarzy”.',
      'Wybierz „Importuj kalendarz”, wklej link eksportu z Gospodarza i nazwij go „Gospodarz”.',
      'Wybierz „Eksportuj kalendarz”, skopiuj link Booking.com i dodaj go niżej jako kalendarz „Booking.com”.',
    ],
  },
  {
    name: 'Airbnb',
    steps: [
      'W Airbnb otwórz „Kalendarz” ogłoszenia › „Dostępność” › „Połącz z innym serwisem”.',
      'Wklej link eksportu z Gospodarza i nazwij kalendarz „Gospodarz”.',
      'W tym samym miejscu skopiuj link eksportu Airbnb i dodaj go niżej jako kalendarz „Airbnb”.',
    ],
  },
  {
    name: 'Nocowanie.pl',
    steps: [
      'W panelu Nocowanie.pl otwórz „Kalendarz” › „Synchronizacja iCal”.',
      'Dodaj kalendarz zewnętrzny: wklej link eksportu z Gospodarza.',
      'Skopiuj link kalendarza Nocowanie.pl i dodaj go niżej jako kalendarz „Nocowanie.pl”. Sprawdzaj anulowania także w panelu: nie każdy serwis szybko zwalnia odwołane terminy.',
    ],
  },
  {
    name: 'Noclegowo',
    steps: [
      'W panelu Noclegowo otwórz „Kalendarz rezerwacji” › „Synchronizacja (iCal)”.',
      'Wklej link eksportu z Gospodarza jako kalendarz importowany.',
      'Skopiuj link eksportu Noclegowo i dodaj go niżej jako kalendarz „Noclegowo”.',
    ],
  },
];

/**
 * Serwisy rezerwacyjne: which channels connect by iCal (Booking.com, Airbnb, Nocowanie.pl, Noclegowo), each with this
 * apartment's export link and the steps to paste it in that channel's panel and bring its calendar back here, then
 * how prices go to them.
 */
export function FullSynchronizationStep({ prefix }: ApartmentStepProps) {
  const form = useForm();
  const mode = useField<string>(`${prefix}.synchronization.priceMode`, { subscription: { value: true } }).input.value;
  const exportUrl = useField<string | undefined>(`${prefix}.calendarSynchronization.exportUrl`, { subscription: { value: true } }).input.value;
  const imports = useField<CalendarImportValues[]>(`${prefix}.calendarSynchronization.imports`, { subscription: { value: true } }).input.value;
  const list: CalendarImportValues[] = Array.isArray(imports) ? imports : [];
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        Te serwisy łączą się przez iCal: wklejasz w nich link eksportu tego apartamentu, a ich link dodajesz w „Synchronizacji kalendarza”. Po
        zapisaniu obiektu każdy dodany kalendarz ma też własny link eksportu (bez pobytów z tego serwisu) w szczegółach obiektu.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {ICAL_CHANNELS.map((channel) => {
          const added = list.some((i) => i?.name === channel.name);
          return (
            <Card.Root key={channel.name} size="sm" as="article" aria-label={channel.name}>
              <Card.Body gap="2">
                <Card.Title>{channel.name}</Card.Title>
                <Badge alignSelf="start" colorPalette={added ? 'green' : 'gray'}>
                  {added ? 'Kalendarz dodany (iCal)' : 'Łączy się przez iCal'}
                </Badge>
                {exportUrl ? (
                  <HStack gap="2" align="center">
                    <Input size="sm" value={exportUrl} readOnly aria-label={`Link eksportu dla ${channel.name}`} onFocus={(e) => e.currentTarget.select()} />
                    <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(exportUrl)}>
                      Kopiuj
                    </Button>
                  </HStack>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    Link eksportu pojawi się po zapisaniu obiektu.
                  </Text>
                )}
                <Box as="ol" pl="5" fontSize="sm" listStyleType="decimal">
                  {channel.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </Box>
                <HStack>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={added}
                    onClick={() => form.change(`${prefix}.calendarSynchronization.imports`, [...list, { name: channel.name, system: 'iCal', url: '' }])}
                  >
                    {added ? 'Dodano' : `Dodaj kalendarz ${channel.name}`}
                  </Button>
                </HStack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      <RadioField
        name={`${prefix}.synchronization.priceMode`}
        legend="Ceny w serwisach"
        options={[
          { value: 'basic', label: 'Podstawowy cennik' },
          { value: 'custom', label: 'Własna korekta cen' },
        ]}
      />
      {mode === 'custom' ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <RadioField
            name={`${prefix}.synchronization.adjustmentDirection`}
            legend="Kierunek korekty"
            options={[
              { value: 'increase', label: 'Podwyższ ceny' },
              { value: 'decrease', label: 'Obniż ceny' },
            ]}
          />
          <RadioField
            name={`${prefix}.synchronization.adjustmentUnit`}
            legend="Rodzaj korekty"
            options={[
              { value: 'percent', label: 'Procentowo (%)' },
              { value: 'amount', label: 'Kwotowo (zł)' },
            ]}
          />
          <NumberInput name={`${prefix}.synchronization.adjustmentValue`} label="Wartość korekty" min={0} validate={amount} />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/** Synchronizacja kalendarza: iCal calendars to import, and this apartment's export link once it is saved. */
export function CalendarSynchronizationStep({ prefix }: ApartmentStepProps) {
  const form = useForm();
  const imports = useField<CalendarImportValues[]>(`${prefix}.calendarSynchronization.imports`, { subscription: { value: true } }).input;
  const exportUrl = useField<string | undefined>(`${prefix}.calendarSynchronization.exportUrl`, { subscription: { value: true } }).input.value;
  const list: CalendarImportValues[] = Array.isArray(imports.value) ? imports.value : [];
  const required = (value: unknown) => (value ? httpUrl(value) : 'Pole jest wymagane');
  return (
    <Stack gap="5">
      <Stack gap="3" as="ol" listStyleType="none" p="0" m="0" aria-label="Importowane kalendarze">
        {list.map((_, i) => (
          <Box as="li" key={i} borderWidth="1px" rounded="md" p="3">
            <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
              <FormField name={`${prefix}.calendarSynchronization.imports[${i}].name`} label="Nazwa kalendarza" />
              <FormField
                name={`${prefix}.calendarSynchronization.imports[${i}].system`}
                label="System"
                type="select"
                options={[{ value: 'iCal', label: 'iCal' }]}
              />
              <FormField name={`${prefix}.calendarSynchronization.imports[${i}].url`} label="Link do kalendarza" type="url" validate={required} />
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => form.change(`${prefix}.calendarSynchronization.imports`, list.filter((__, j) => j !== i))}
              >
                Usuń kalendarz
              </Button>
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
      <HStack>
        <Button
          variant="outline"
          onClick={() => form.change(`${prefix}.calendarSynchronization.imports`, [...list, { name: '', system: 'iCal', url: '' }])}
        >
          Dodaj kalendarz
        </Button>
      </HStack>
      <Field.Root readOnly>
        <Field.Label>Link do eksportu kalendarza</Field.Label>
        {exportUrl ? (
          <Input value={exportUrl} readOnly onFocus={(e) => e.currentTarget.select()} />
        ) : (
          <Text color="fg.muted">Link pojawi się po zapisaniu obiektu.</Text>
        )}
      </Field.Root>
    </Stack>
  );
}

/**
 * Zamki i synchronizacja: one screen per apartment with the lock's data, the booking-service choices and the iCal
 * calendars (the spec's four screens, which save nothing of their own, in one).
 */
export function LocksAndSynchronizationStep(props: ApartmentStepProps) {
  return (
    <Stack gap="8">
      <Stack as="section" gap="3" aria-labelledby={`locks-${props.number}`}>
        <Heading as="h3" size="md" id={`locks-${props.number}`}>
          Zamek elektroniczny
        </Heading>
        <LocksStep {...props} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby={`services-${props.number}`}>
        <Heading as="h3" size="md" id={`services-${props.number}`}>
          Serwisy rezerwacyjne
        </Heading>
        <SynchronizationStep {...props} />
        <FullSynchronizationStep {...props} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby={`calendars-${props.number}`}>
        <Heading as="h3" size="md" id={`calendars-${props.number}`}>
          Synchronizacja kalendarza
        </Heading>
        <CalendarSynchronizationStep {...props} />
      </Stack>
    </Stack>
  );
}
