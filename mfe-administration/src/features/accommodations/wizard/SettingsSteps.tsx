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
import { BOOKING_SERVICES } from '@gospodarz/shared/dto';
import { messageTemplatesApi } from '../../message-templates';
import type { CalendarImportValues } from '../model';
import type { ApartmentStepProps } from './ApartmentSteps';
import { RadioField, amount } from './fields';

const SERVICE_NAMES: Record<(typeof BOOKING_SERVICES)[number], string> = { booking: 'Booking.com', airbnb: 'Airbnb', expedia: 'Expedia' };

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
  return (
    <Stack gap="3">
      <FormField name={`${prefix}.synchronization.calendar`} label="Synchronizuj kalendarz z serwisami rezerwacyjnymi" type="checkbox" />
      <FormField name={`${prefix}.synchronization.priceList`} label="Synchronizuj cennik z serwisami rezerwacyjnymi" type="checkbox" />
      <Text color="fg.muted">
        Status: <Badge>Niezsynchronizowane</Badge> Żaden serwis rezerwacyjny nie jest jeszcze połączony; wybór zostanie zapisany.
      </Text>
    </Stack>
  );
}

/** Serwisy rezerwacyjne: the three services (none connectable yet, and said so) and how prices go to them. */
export function FullSynchronizationStep({ prefix }: ApartmentStepProps) {
  const mode = useField<string>(`${prefix}.synchronization.priceMode`, { subscription: { value: true } }).input.value;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {BOOKING_SERVICES.map((service) => (
          <Card.Root key={service} size="sm">
            <Card.Body gap="2">
              <Card.Title>{SERVICE_NAMES[service]}</Card.Title>
              <Badge alignSelf="start">Niepołączone</Badge>
              <HStack>
                <Button size="sm" disabled title="Połączenie z serwisem nie jest jeszcze dostępne">
                  Połącz
                </Button>
                <Button size="sm" variant="outline" disabled>
                  Rozłącz
                </Button>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
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
