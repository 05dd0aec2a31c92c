import { Type } from 'typebox';

const Uuid = Type.String({ maxLength: 36, examples: ['3f1c0d7e-7a43-4c1e-9d52-1d2f3a4b5c6d'] });
export const SlugParams = Type.Object({ slug: Type.String({ maxLength: 60, examples: ['nad-morzem'] }) });
export const ApartmentParams = Type.Object({ slug: Type.String({ maxLength: 60, examples: ['nad-morzem'] }), apartmentId: Uuid });
export const PageParams = Type.Object({ slug: Type.String({ maxLength: 60, examples: ['nad-morzem'] }), apartment: Type.String({ maxLength: 60 }) });
export const WidgetParams = Type.Object({ file: Type.String({ maxLength: 60, examples: ['3f1c0d7e-7a43-4c1e-9d52-1d2f3a4b5c6d.js'] }) });
export const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 5, examples: ['en'] })) });
export const PreviewQuery = Type.Object({ apartmentId: Type.Optional(Uuid), lang: Type.Optional(Type.String({ maxLength: 5 })) });

const Count = Type.Integer({ minimum: 0, maximum: 50 });
export const PartyQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, examples: ['2031-07-01'] })),
  to: Type.Optional(Type.String({ maxLength: 10, examples: ['2031-07-05'] })),
  adults: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  children: Type.Optional(Count),
  childrenAges: Type.Optional(Type.String({ maxLength: 100, examples: ['4|9'] })),
});

const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
export const BookingBody = Type.Object(
  {
    ...PartyQuery.properties,
    fullName: Text(200),
    email: Text(200),
    phone: Text(40),
    country: Text(100),
    address: Text(300),
    vatInvoice: Type.Optional(Type.Boolean()),
    companyName: Text(300),
    nip: Text(20),
    comments: Text(2000),
    acceptRules: Type.Optional(Type.Boolean()),
    acceptPrivacy: Type.Optional(Type.Boolean()),
    language: Text(5),
    altcha: Text(4000),
  },
  { examples: [{ from: '2031-07-01', to: '2031-07-05', adults: 2, fullName: 'Anna Nowak', email: 'anna@example.pl', phone: '600100200', country: 'Polska', address: 'Długa 1, Gdańsk', acceptRules: true, acceptPrivacy: true, altcha: '…' }] },
);

const Night = Type.Object({ date: Type.String(), state: Type.Union([Type.Literal('free'), Type.Literal('taken'), Type.Literal('closed')]), minStay: Type.Integer() });
export const AvailabilityAnswer = Type.Object({
  data: Type.Object({ id: Type.String(), type: Type.Literal('site_availability'), attributes: Type.Object({ from: Type.String(), to: Type.String(), nights: Type.Array(Night) }) }),
});

const QuoteAttributes = {
  from: Type.String(),
  to: Type.String(),
  nights: Type.Integer(),
  guests: Type.Integer(),
  lines: Type.Array(Type.Object({ label: Type.String(), amount: Type.String() })),
  total: Type.String({ examples: ['1 234,56 zł'] }),
  totalGrosze: Type.Integer(),
  prepayment: Type.String(),
  prepaymentGrosze: Type.Integer(),
  prepaymentPercent: Type.Integer(),
  prepaymentDue: Type.String(),
  prepaymentText: Type.String(),
  cancellation: Type.Object({ text: Type.String(), schedule: Type.Array(Type.String()) }),
  confirmation: Type.String(),
};
export const SiteQuoteAnswer = Type.Object({ data: Type.Object({ id: Type.String(), type: Type.Literal('site_quote'), attributes: Type.Object(QuoteAttributes) }) });
export const BookingAnswer = Type.Object({
  data: Type.Object({ id: Type.String(), type: Type.Literal('direct_booking'), attributes: Type.Object({ status: Type.String(), message: Type.String(), ...QuoteAttributes }) }),
});
export const ChallengeAnswer = Type.Object(
  {
    parameters: Type.Object({
      algorithm: Type.String(),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Integer(),
      keyLength: Type.Integer(),
      keyPrefix: Type.String(),
      expiresAt: Type.Optional(Type.Integer()),
      data: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]))),
    }),
    signature: Type.Optional(Type.String()),
  },
  { description: 'An ALTCHA proof-of-work challenge (altcha-lib v2, SHA-256)' },
);

const SiteApartment = Type.Object({
  apartmentId: Uuid,
  name: Type.String(),
  accommodationName: Type.String(),
  onSite: Type.Boolean(),
  prepaymentPercent: Type.Integer(),
  instant: Type.Boolean(),
});
export const SiteAnswer = Type.Object({
  data: Type.Object({
    id: Type.String(),
    type: Type.Literal('direct_site'),
    attributes: Type.Object({
      slug: Type.String(),
      title: Type.String(),
      introduction: Type.String(),
      titleEn: Type.String(),
      introductionEn: Type.String(),
      phone: Type.String(),
      email: Type.String(),
      color: Type.String(),
      languages: Type.Array(Type.String()),
      published: Type.Boolean(),
      publishedAt: Type.Union([Type.String(), Type.Null()]),
      path: Type.Union([Type.String(), Type.Null()]),
      apartments: Type.Array(SiteApartment),
    }),
  }),
});

const siteFields = {
  slug: Type.Optional(Type.String({ maxLength: 60, examples: ['nad-morzem'] })),
  title: Text(200),
  introduction: Text(5000),
  titleEn: Text(200),
  introductionEn: Text(5000),
  phone: Text(40),
  email: Text(200),
  color: Text(7),
  languages: Type.Optional(Type.Array(Type.String({ maxLength: 5 }), { maxItems: 5 })),
  apartments: Type.Optional(
    Type.Array(
      Type.Object({ apartmentId: Uuid, prepaymentPercent: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })), instant: Type.Optional(Type.Boolean()) }),
      { maxItems: 200 },
    ),
  ),
};
export const SiteBody = Type.Object(
  { site: Type.Optional(Type.Object(siteFields)), ...siteFields },
  { examples: [{ slug: 'nad-morzem', title: 'Apartamenty nad morzem', languages: ['pl', 'en'], apartments: [] }] },
);
