import { Type, type Static } from 'typebox';
import { COMMISSION_BASES, OWNER_COST_KINDS, OWNER_KINDS, STATEMENT_BASES } from '@gospodarz/contracts';
import { Data, Page, Resource } from '../../lib/schemas';

const Text = (maxLength: number, examples?: string[]) => Type.Optional(Type.String({ maxLength, ...(examples ? { examples } : {}) }));
const Day = (description: string, examples: string[]) => Type.String({ maxLength: 10, description, examples });
const Choice = (values: readonly string[]) => Type.Unsafe<string>({ type: 'string', enum: [...values] });

export const OwnersQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
});

export const OwnerFields = Type.Object({
  kind: Type.Optional(Choice(Object.keys(OWNER_KINDS))),
  companyName: Text(200, ['Bałtyk Inwest sp. z o.o.']),
  firstName: Text(100, ['Anna']),
  lastName: Text(100, ['Nowak']),
  nip: Text(20, ['526-000-12-46']),
  email: Text(320, ['anna.nowak@example.pl']),
  phone: Text(30, ['600 100 200']),
  street: Text(200, ['Długa 12/3']),
  postalCode: Text(10, ['80-001']),
  city: Text(100, ['Gdańsk']),
  iban: Text(40, ['PL61 1090 1014 0000 0712 1981 2874']),
  bankName: Text(100, ['Santander Bank Polska']),
});
export type OwnerFieldsInput = Static<typeof OwnerFields>;

export const OwnerBody = Type.Object(
  { owner: OwnerFields },
  { examples: [{ owner: { kind: 'person', firstName: 'Anna', lastName: 'Nowak', email: 'anna.nowak@example.pl', phone: '600100200', iban: 'PL61109010140000071219812874' } }] },
);

export const TermsFields = Type.Object({
  validFrom: Type.Optional(Day('the first day the terms apply (yyyy-MM-dd); a new version starts after the last one', ['2026-12-01'])),
  commissionPercent: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.String({ maxLength: 10 })], { description: 'a percentage, two decimals at most; a decimal comma is accepted', examples: ['20'] })),
  commissionBase: Type.Optional(Choice(Object.keys(COMMISSION_BASES))),
  monthlyFee: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 99_999_999 }), Type.String({ maxLength: 20 })], { description: 'a fixed monthly fee, gross; empty or 0 for none', examples: ['150,00'] })),
  ownerBears: Type.Optional(Type.Array(Choice(OWNER_COST_KINDS), { maxItems: OWNER_COST_KINDS.length })),
  touristTaxPasses: Type.Optional(Type.Boolean()),
  statementBasis: Type.Optional(Choice(Object.keys(STATEMENT_BASES))),
  statementDay: Type.Optional(Type.Integer({ minimum: 1, maximum: 28 })),
});
export type TermsFieldsInput = Static<typeof TermsFields>;

export const TermsBody = Type.Object(
  { terms: TermsFields },
  { examples: [{ terms: { validFrom: '2026-12-15', commissionPercent: '22', commissionBase: 'nights', monthlyFee: '0', ownerBears: ['cleaning'], touristTaxPasses: true, statementBasis: 'ended', statementDay: 5 } }] },
);

export const AgreementBody = Type.Object(
  {
    agreement: Type.Object({
      apartmentId: Type.String({ format: 'uuid' }),
      startsOn: Type.Optional(Day('the agreement’s first day (yyyy-MM-dd)', ['2026-12-01'])),
      endsOn: Type.Optional(Type.Union([Day('its last day, or none', ['2027-11-30']), Type.Null()])),
      terms: Type.Optional(TermsFields),
    }),
  },
  { examples: [{ agreement: { apartmentId: '7f8d2c0e-3c2a-4f1e-9b1a-2d3c4e5f6a7b', startsOn: '2026-12-01', endsOn: null, terms: { commissionPercent: '20', commissionBase: 'nights_and_fees', ownerBears: ['cleaning', 'laundry'], statementDay: 5 } } }] },
);
export type AgreementInput = Static<typeof AgreementBody>['agreement'];

export const AgreementEndBody = Type.Object(
  { agreement: Type.Object({ endsOn: Type.Union([Day('the agreement’s last day', ['2027-11-30']), Type.Null()]) }) },
  { examples: [{ agreement: { endsOn: '2027-11-30' } }] },
);

export const TermsAttributes = Type.Object({
  id: Type.String(),
  validFrom: Type.String({ examples: ['2026-12-01'] }),
  commissionPercent: Type.String({ examples: ['20.00'] }),
  commissionBase: Type.String({ examples: ['nights'] }),
  monthlyFee: Type.String({ examples: ['0.00'] }),
  ownerBears: Type.Array(Type.String()),
  touristTaxPasses: Type.Boolean(),
  statementBasis: Type.String({ examples: ['ended'] }),
  statementDay: Type.Integer(),
  createdAt: Type.String(),
});

export const AgreementAttributes = Type.Object({
  ownerId: Type.String(),
  apartmentId: Type.String(),
  apartmentName: Type.String(),
  startsOn: Type.String(),
  endsOn: Type.Union([Type.String(), Type.Null()]),
  terms: Type.Array(TermsAttributes),
});

export const OwnerAttributes = Type.Object({
  kind: Type.String(),
  displayName: Type.String(),
  companyName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  nip: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  iban: Type.String(),
  bankName: Type.String(),
  agreements: Type.Array(Type.Object({ id: Type.String(), attributes: AgreementAttributes })),
});

export const Owner = Resource('owner', OwnerAttributes);
export const OneOwner = Data(Owner);
export const OwnerPage = Page(Owner);
export const OneAgreement = Data(Resource('owner_agreement', AgreementAttributes));

export const CostsQuery = Type.Object({
  apartmentId: Type.Optional(Type.String({ format: 'uuid' })),
  month: Type.Optional(Type.String({ maxLength: 7, description: 'yyyy-MM', examples: ['2026-11'] })),
});

export const CostBody = Type.Object(
  {
    cost: Type.Object({
      apartmentId: Type.String({ format: 'uuid' }),
      kind: Type.Optional(Choice(['repairs', 'channel_commission'])),
      reservationId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()], { description: 'the stay a channel’s commission was taken from' })),
      date: Type.Optional(Day('the cost’s day (yyyy-MM-dd)', ['2026-11-12'])),
      description: Text(500, ['Wymiana baterii w łazience']),
      amount: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 99_999_999 }), Type.String({ maxLength: 20 })], { description: 'gross; a decimal comma is accepted', examples: ['349,99'] })),
      vatRate: Type.Optional(Choice(['23', '8', '5', '0', 'zw'])),
    }),
  },
  { examples: [{ cost: { apartmentId: '7f8d2c0e-3c2a-4f1e-9b1a-2d3c4e5f6a7b', date: '2026-11-12', description: 'Wymiana baterii w łazience', amount: '349,99', vatRate: '23' } }] },
);
export type CostInput = Static<typeof CostBody>['cost'];

export const CostAttributes = Type.Object({
  apartmentId: Type.String(),
  apartmentName: Type.String(),
  kind: Type.String({ examples: ['repairs'] }),
  reservationId: Type.Union([Type.String(), Type.Null()]),
  date: Type.String(),
  description: Type.String(),
  amount: Type.String({ examples: ['349.99'] }),
  vatRate: Type.String({ examples: ['23'] }),
  document: Type.Union([Type.Object({ name: Type.String(), contentType: Type.String(), url: Type.String() }), Type.Null()]),
});
export const OneCost = Data(Resource('apartment_cost', CostAttributes));
export const CostList = Data(Type.Array(Resource('apartment_cost', CostAttributes)));
export const DocumentRequest = {
  content: { 'multipart/form-data': { schema: Type.Unknown({ description: 'the file in the field `document` (a photo or PDF of the receipt, checked by content; 8 MB)' }) } },
};

export const StatementBody = Type.Object(
  { month: Type.String({ maxLength: 7, description: 'yyyy-MM: the month to make (or bring up to date) the draft of', examples: ['2026-11'] }) },
  { examples: [{ month: '2026-11' }] },
);

export const StatementAttributes = Type.Object({
  ownerId: Type.String(),
  month: Type.String({ examples: ['2026-11'] }),
  sequence: Type.Integer({ description: '1 for the month’s first statement, then each correction' }),
  correctsId: Type.Union([Type.String(), Type.Null()]),
  status: Type.String({ examples: ['draft'] }),
  revenue: Type.String({ examples: ['4800.00'] }),
  commission: Type.String({ examples: ['960.00'] }),
  costs: Type.String({ examples: ['300.00'] }),
  balance: Type.String({ description: 'due to the owner (negative: owed by them)', examples: ['3540.00'] }),
  due: Type.String({ description: 'what this statement settles: the balance less the month’s earlier approved statements', examples: ['3540.00'] }),
  approvedAt: Type.Union([Type.String(), Type.Null()]),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  content: Type.Unknown({ description: 'the apartments with their stays (bill lines, commission) and costs, amounts in grosze' }),
});
export const Statement = Resource('owner_statement', StatementAttributes);
export const OneStatement = Data(Statement);
export const StatementList = Data(Type.Array(Statement));

export const OwnersReportQuery = Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: 'the year; this one when left out' })) });
export const OwnersReport = Data(
  Type.Array(
    Type.Object({
      ownerId: Type.String(),
      ownerName: Type.String(),
      month: Type.String({ examples: ['2026-11'] }),
      status: Type.String({ examples: ['approved'] }),
      revenue: Type.String({ examples: ['4800.00'] }),
      commission: Type.String({ examples: ['960.00'] }),
      costs: Type.String({ examples: ['300.00'] }),
      balance: Type.String({ examples: ['3540.00'] }),
    }),
  ),
);
