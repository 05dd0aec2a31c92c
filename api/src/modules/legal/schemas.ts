import { Type } from 'typebox';
import { TOURIST_TAX_EXEMPTION_REASONS, NIGHT_SOURCE_CODES, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '@gospodarz/contracts';
import { Data, Resource, withMessage } from '../../lib/schemas';

const MonthParam = withMessage(
  Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'the month (default: the last whole one)', examples: ['2026-10'] }),
  'Miesiąc w formacie RRRR-MM',
);
export const MonthQuery = Type.Object({ month: Type.Optional(MonthParam) });
export const NightsQuery = Type.Object({
  month: Type.Optional(MonthParam),
  apartmentId: Type.Optional(withMessage(Type.String({ format: 'uuid', description: 'one apartment; absent: all the user sees' }), 'Nieprawidłowy apartament')),
});

const Reason = Type.Unsafe<(typeof TOURIST_TAX_EXEMPTION_REASONS)[number]>({ type: 'string', enum: TOURIST_TAX_EXEMPTION_REASONS, description: 'the statutory exemption (art. 17 of the local taxes act)' });
const Exemption = Type.Object({
  guest: Type.String({ maxLength: 200, examples: ['Jan Kowalski'] }),
  reason: Reason,
  note: Type.Optional(Type.String({ maxLength: 500, description: 'e.g. the certificate shown' })),
});

// ---- tourist tax settings

const SettingsAttributes = Type.Object({
  accommodationId: Type.String(),
  accommodationName: Type.String(),
  municipality: Type.String({ description: 'the gmina the tax is paid to; empty: the listing’s city' }),
  rateGrosze: Type.Integer({ description: 'per person per night', examples: [350] }),
  exemptAge: Type.Union([Type.Integer(), Type.Null()], { description: 'children up to this age pay nothing; null: every child pays' }),
  collector: Type.Boolean({ description: 'the host collects the tax (inkasent); otherwise the bill carries no tourist-tax line' }),
});
export const SettingsListAnswer = Data(Type.Array(Resource('touristTaxSettings', SettingsAttributes)));
export const SettingsAnswer = Data(Resource('touristTaxSettings', SettingsAttributes));
export const SettingsBody = Type.Object({
  municipality: Type.Optional(Type.String({ maxLength: 200 })),
  rateGrosze: Type.Optional(withMessage(Type.Integer({ minimum: 0, maximum: 99_999 }), 'Stawka musi być kwotą od 0 do 999,99 zł')),
  exemptAge: Type.Optional(Type.Union([withMessage(Type.Integer({ minimum: 0, maximum: 17 }), 'Wiek zwolnienia: od 0 do 17 lat'), Type.Null()])),
  collector: Type.Optional(Type.Boolean()),
});

export const ExemptionsBody = Type.Object({ exemptions: withMessage(Type.Array(Exemption, { maxItems: 50 }), 'Nieprawidłowa lista zwolnień') });
export const ExemptionsAnswer = Data(
  Resource('touristTaxExemptions', Type.Object({ exemptions: Type.Array(Exemption), touristTaxGrosze: Type.Integer({ description: 'the stay’s tourist tax now, its bill’s line' }) })),
);

// ---- the statement

const StatementRow = Type.Object({
  reservationId: Type.String(),
  apartmentName: Type.String(),
  from: Type.String(),
  to: Type.String(),
  guestName: Type.String(),
  persons: Type.Integer(),
  nights: Type.Integer(),
  exemptByAge: Type.Integer(),
  exemptByStatute: Type.Integer(),
  exemptions: Type.Array(Exemption),
  taxedPersonNights: Type.Integer(),
  amountGrosze: Type.Integer({ description: 'the bill’s ‘Opłata miejscowa’ line' }),
});
const Municipality = Type.Object({
  municipality: Type.String(),
  rates: Type.Array(Type.Integer()),
  stays: Type.Integer(),
  persons: Type.Integer(),
  nights: Type.Integer(),
  personNights: Type.Integer(),
  exempt: Type.Integer(),
  taxedPersonNights: Type.Integer(),
  amountGrosze: Type.Integer(),
  rows: Type.Array(StatementRow),
});
export const StatementAnswer = Data(Resource('touristTaxStatement', Type.Object({ month: Type.String(), municipalities: Type.Array(Municipality), amountGrosze: Type.Integer() })));

// ---- KT-1

export const Kt1Answer = Data(
  Resource(
    'kt1',
    Type.Object({
      month: Type.String(),
      required: Type.Boolean({ description: '10 bed places or more: the account reports KT-1' }),
      daysInMonth: Type.Integer(),
      units: Type.Integer(),
      bedPlaces: Type.Integer(),
      bedNightsAvailable: Type.Integer(),
      countries: Type.Array(Type.Object({ code: Type.String(), label: Type.String(), guests: Type.Integer(), nights: Type.Integer() })),
      missingCountry: Type.Array(
        Type.Object({
          reservationId: Type.String(),
          apartmentName: Type.String(),
          from: Type.String(),
          to: Type.String(),
          guestName: Type.String(),
          persons: Type.Integer(),
          channel: Type.Boolean(),
        }),
      ),
    }),
  ),
);

// ---- the nights report

const NullableSource = Type.Unsafe<(typeof NIGHT_SOURCE_CODES)[number] | null>({ type: ['string', 'null'], enum: [...NIGHT_SOURCE_CODES, null], description: 'null: not rented' });
const SourceTotals = Type.Object({ nights: Type.Integer(), guestNights: Type.Integer(), stays: Type.Integer() });
export const NightsAnswer = Data(
  Resource(
    'nightsReport',
    Type.Object({
      month: Type.String(),
      apartments: Type.Array(
        Type.Object({
          apartmentId: Type.String(),
          apartmentName: Type.String(),
          days: Type.Array(Type.Object({ date: Type.String(), source: NullableSource, guests: Type.Integer(), reservationId: Type.Union([Type.String(), Type.Null()]) })),
          totals: Type.Object({ own: SourceTotals, booking: SourceTotals, airbnb: SourceTotals, channel: SourceTotals }),
          nights: Type.Integer(),
          guestNights: Type.Integer(),
        }),
      ),
    }),
  ),
);

export const CsvAnswer = Type.String({ description: 'text/csv; charset=utf-8 (BOM, ";" separated, decimal comma, dd.MM.yyyy)' });

// ---- RODO

const LogEntry = Type.Object({
  id: Type.String(),
  action: Type.Unsafe<'retention' | 'guest_export' | 'guest_erasure' | 'account_export'>({ type: 'string', enum: ['retention', 'guest_export', 'guest_erasure', 'account_export'] }),
  clientId: Type.Union([Type.String(), Type.Null()]),
  details: Type.Record(Type.String(), Type.Number(), { description: 'counts only, never personal data' }),
  createdAt: Type.String(),
});
export const PrivacyAnswer = Data(Resource('privacySettings', Type.Object({ retentionMonths: Type.Integer(), log: Type.Array(LogEntry) })));
export const PrivacyBody = Type.Object({
  retentionMonths: withMessage(
    Type.Integer({ minimum: RETENTION_MONTHS_MIN, maximum: RETENTION_MONTHS_MAX, description: 'months after a guest’s last stay before their data is anonymised', examples: [36] }),
    `Okres przechowywania: od ${RETENTION_MONTHS_MIN} do ${RETENTION_MONTHS_MAX} miesięcy`,
  ),
});
export const GuestDataAnswer = Type.Object(
  {},
  { additionalProperties: true, description: 'a JSON attachment: the client, their stays, payments, messages, reviews, invoices, online check-ins and house-rules acceptances' },
);
export const ErasureAnswer = Data(Resource('guestErasure', Type.Record(Type.String(), Type.Integer(), { description: 'what was anonymised, counted' })));
export const ZipAnswer = Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'application/zip: each table as CSV and JSON' });
