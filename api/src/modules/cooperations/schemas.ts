import { Type, type Static } from 'typebox';
import { SERVICE_KIND_ALIASES, SERVICE_KINDS } from '@gospodarz/contracts';
import { Aliased, Data, DayInput, Resource } from '../../lib/schemas';

const KindInput = Type.Unsafe<string>({ type: 'string', enum: [...SERVICE_KINDS, ...Object.keys(SERVICE_KIND_ALIASES)], description: `${SERVICE_KINDS.join(', ')}; laundry is read as washing` });
const Id = Type.String({ maxLength: 40, description: 'a uuid', examples: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'] });
const SmallInt = (description: string) =>
  Type.Optional(Type.Union([Type.Integer({ minimum: -1000, maximum: 1000 }), Type.String({ maxLength: 4 }), Type.Null()], { description }));

/** POST: the request for cooperation (`{cooperation: {message, service_provider_id, servicePerformed}}`). */
export const RequestBody = Type.Object(
  {
    cooperation: Aliased(
      {
        message: Type.Optional(Type.String({ maxLength: 2000, examples: ['Dzień dobry, szukamy firmy do sprzątania po wyjazdach gości.'] })),
        service_provider_id: Type.Optional(Id),
        servicePerformed: Type.Optional(KindInput),
        priceListItemId: Type.Optional(Type.Union([Id, Type.Null()], { description: 'the provider’s price-list item the orders are priced by (default: the first)' })),
      },
      { serviceProviderId: 'service_provider_id', service_performed: 'servicePerformed', price_list_item_id: 'priceListItemId' },
      { blankIsAbsent: ['priceListItemId'] },
    ),
  },
  { examples: [{ cooperation: { message: 'Zapraszamy do współpracy', service_provider_id: '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b', servicePerformed: 'cleaning' } }] },
);
export type RequestBody = Static<typeof RequestBody>;

/** PUT: the sharing (the spec's payload, plus afterCheckOut and accepted). */
export const SharingFields = Aliased(
  {
    servicePerformed: Type.Optional(KindInput),
    message: Type.Optional(Type.String({ maxLength: 2000 })),
    startDate: Type.Optional(Type.Union([DayInput('Podaj datę'), Type.Null()], { description: 'yyyy-MM-dd' })),
    dayOfTheWeek: SmallInt('1 (Monday) … 7 (Sunday), for every week or every two weeks'),
    numberOfDays: SmallInt('1 every day, 7 every week, 14 every two weeks, or 2-6, 8-13, 15-21'),
    everyDay: Type.Optional(Type.Boolean()),
    afterCheckOut: Type.Optional(Type.Boolean({ description: 'an order on the check-out day of every reservation' })),
    serviceProviderId: Type.Optional(Id),
    apartments: Type.Optional(Type.Array(Id, { maxItems: 1000, description: 'every apartment shared (the others are taken away)' })),
    accepted: Type.Optional(Type.Boolean({ description: 'true: the host marks the cooperation accepted' })),
  },
  {
    service_performed: 'servicePerformed',
    start_date: 'startDate',
    day_of_the_week: 'dayOfTheWeek',
    number_of_days: 'numberOfDays',
    every_day: 'everyDay',
    after_check_out: 'afterCheckOut',
    service_provider_id: 'serviceProviderId',
    apartmentsIds: 'apartments',
  },
  { blankIsAbsent: ['startDate'] },
);
export const SharingBody = Type.Object(
  { cooperation: SharingFields },
  {
    examples: [
      { cooperation: { startDate: '2030-03-01', everyDay: false, afterCheckOut: true, numberOfDays: null, dayOfTheWeek: null, apartments: ['6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'] } },
    ],
  },
);
export type SharingInput = Static<typeof SharingFields>;

export const CooperationAttributes = Type.Object({
  servicePerformed: Type.String(),
  message: Type.String(),
  status: Type.String({ description: 'pending (oczekuje), accepted, ended' }),
  startDate: Type.Union([Type.String(), Type.Null()]),
  dayOfTheWeek: Type.Union([Type.Integer(), Type.Null()]),
  numberOfDays: Type.Union([Type.Integer(), Type.Null()]),
  everyDay: Type.Boolean(),
  afterCheckOut: Type.Boolean(),
  apartments: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  serviceProviderId: Type.String(),
  priceName: Type.Union([Type.String(), Type.Null()]),
  priceAmount: Type.Union([Type.String(), Type.Null()]),
  priceCurrency: Type.Union([Type.String(), Type.Null()]),
  pageLinkActive: Type.Boolean(),
});

export const Cooperation = Resource('cooperation', CooperationAttributes);
export const OneCooperation = Data(Cooperation);
export const PageLink = Data(
  Type.Object({
    url: Type.Optional(Type.String({ description: 'the provider’s page; shown once, to the owner only (a co-host’s goes to the provider by e-mail alone), only its hash is kept' })),
    expiresAt: Type.String(),
  }),
);
