import { Type, type Static } from 'typebox';
import { ORDER_STATUSES, SERVICE_KIND_ALIASES, SERVICE_KINDS, SERVICES_PER_PAGE } from '@gospodarz/contracts';
import { Aliased, Data, DayInput, Page, Resource, withMessage } from '../../lib/schemas';

export const OrderQuery = Aliased(
  {
    serviceDateFrom: Type.Optional(DayInput('Podaj datę', { description: 'MM/dd/yyyy or yyyy-MM-dd (Warsaw days)', examples: ['03/01/2030'] })),
    serviceDateTo: Type.Optional(DayInput('Podaj datę', { examples: ['03/31/2030'] })),
    apartments: Type.Optional(Type.String({ maxLength: 40_000, description: "apartment ids joined with '|'" })),
    statuses: Type.Optional(Type.String({ maxLength: 200, description: `statuses joined with '|' (${ORDER_STATUSES.join(', ')}); without it every status but canceled` })),
    serviceProvider: Type.Optional(Type.String({ maxLength: 40, description: 'a provider’s id' })),
    servicePerformed: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...SERVICE_KINDS, ...Object.keys(SERVICE_KIND_ALIASES)] })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: SERVICES_PER_PAGE })),
  },
  { service_date_from: 'serviceDateFrom', service_date_to: 'serviceDateTo', service_provider: 'serviceProvider', service_performed: 'servicePerformed' },
  { blankIsAbsent: ['serviceDateFrom', 'serviceDateTo', 'apartments', 'statuses', 'serviceProvider', 'servicePerformed'] },
);
export type OrderQuery = Static<typeof OrderQuery>;

const StatusInput = withMessage(Type.Unsafe<string>({ type: 'string', enum: [...ORDER_STATUSES] }), 'Wybierz status z listy');
const ServiceDateInput = withMessage(
  Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}', description: 'ISO instant, or yyyy-MM-dd HH:mm in Warsaw time; minutes 00 or 30', examples: ['2030-03-01 11:30'] }),
  'Podaj datę i godzinę',
);
const OrderChange = Type.Object({
  status: Type.Optional(StatusInput),
  serviceDate: Type.Optional(ServiceDateInput),
  rejectionReason: Type.Optional(Type.String({ maxLength: 500 })),
});
export const OrderBody = Type.Object(
  { cooperationOrder: Type.Object({ attributes: Type.Optional(OrderChange), ...OrderChange.properties }) },
  { description: '`{cooperationOrder: {attributes: {status | serviceDate}}}` (the fields directly under cooperationOrder are read too)', examples: [{ cooperationOrder: { attributes: { status: 'in_progress' } } }] },
);
export type OrderBody = Static<typeof OrderBody>;

export const OrderAttributes = Type.Object({
  status: Type.String(),
  serviceDate: Type.String({ description: 'ISO instant' }),
  windowUntil: Type.Union([Type.String(), Type.Null()], { description: 'the next check-in' }),
  movedByHand: Type.Boolean(),
  outOfWindow: Type.Boolean({ description: 'moved by hand and no longer between the check-out and the next check-in' }),
  sameDayTurnover: Type.Boolean({ description: 'the next guests arrive on the check-out day' }),
  source: Type.String({ description: 'schedule or check_out' }),
  priceName: Type.Union([Type.String(), Type.Null()]),
  priceAmount: Type.Union([Type.String(), Type.Null()]),
  priceCurrency: Type.Union([Type.String(), Type.Null()]),
  rejectionReason: Type.String(),
  apartment: Type.Object({ id: Type.String(), name: Type.String() }),
  accommodation: Type.Object({ name: Type.String(), street: Type.String(), city: Type.String() }),
  cooperation: Type.Object({ id: Type.String(), servicePerformed: Type.String() }),
  serviceProvider: Type.Object({ id: Type.String(), name: Type.String() }),
  history: Type.Optional(
    Type.Array(
      Type.Object({
        status: Type.String(),
        serviceDate: Type.String(),
        actor: Type.String({ description: 'user, provider or system' }),
        userName: Type.Union([Type.String(), Type.Null()]),
        note: Type.String(),
        createdAt: Type.String(),
      }),
      { description: 'every change, oldest first (single order answers only)' },
    ),
  ),
});
export const Order = Resource('cooperation_order', OrderAttributes);
export const OneOrder = Data(Order);
export const OrderPage = Page(Order);
