import { Type, type Static } from 'typebox';
import { PROVIDER_PRICE_CURRENCIES, PROVIDER_TYPES, SERVICE_KIND_ALIASES, SERVICE_KINDS, SERVICES_PER_PAGE } from '@gospodarz/contracts';
import { Aliased, Data, Page, Resource } from '../../lib/schemas';
import { CooperationAttributes } from '../cooperations';

const KIND_SPELLINGS = [...SERVICE_KINDS, ...Object.keys(SERVICE_KIND_ALIASES)];
const kindList = `${SERVICE_KINDS.join(', ')} (also ${Object.entries(SERVICE_KIND_ALIASES).map(([a, k]) => `${a} for ${k}`).join(', ')})`;
/** A kind as a client may spell it. */
export const KindInput = Type.Unsafe<string>({ type: 'string', enum: KIND_SPELLINGS, description: kindList });

export const ProviderQuery = Aliased(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: SERVICES_PER_PAGE })),
    servicesPerformed: Type.Optional(KindInput),
    city: Type.Optional(Type.String({ maxLength: 100, description: 'case-insensitive, the whole name', examples: ['Gdańsk'] })),
  },
  { servicePerformed: 'servicesPerformed', service_performed: 'servicesPerformed', services_performed: 'servicesPerformed' },
  { blankIsAbsent: ['city', 'servicesPerformed'] },
);
export type ProviderQuery = Static<typeof ProviderQuery>;

export const CityQuery = Aliased(
  { servicesPerformed: Type.Optional(KindInput) },
  { servicePerformed: 'servicesPerformed', service_performed: 'servicesPerformed', services_performed: 'servicesPerformed' },
  { blankIsAbsent: ['servicesPerformed'] },
);
export type CityQuery = Static<typeof CityQuery>;

const Text = (maxLength: number, examples?: string[]) => Type.Optional(Type.String({ maxLength, ...(examples ? { examples } : {}) }));

const PriceItemInput = Aliased(
  {
    id: Type.Optional(Type.String({ maxLength: 40 })),
    name: Text(200, ['Sprzątanie po pobycie']),
    grossAmount: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 99_999_999 }), Type.String({ maxLength: 20 })], { description: 'gross; a decimal comma is accepted', examples: ['150,00'] })),
    currency: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...PROVIDER_PRICE_CURRENCIES], default: 'PLN' })),
    durationMinutes: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1440 }), Type.Null()], { description: 'how long the service takes, minutes' })),
  },
  { gross_amount: 'grossAmount', duration: 'durationMinutes', duration_minutes: 'durationMinutes' },
  { blankIsAbsent: ['durationMinutes'] },
);

const providerFields = {
  providerType: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...PROVIDER_TYPES], default: 'company' })),
  name: Text(200, ['Czysty Dom sp. z o.o.']),
  email: Text(320, ['biuro@czystydom.pl']),
  phoneNumber: Text(30, ['600-100-200']),
  street: Text(200, ['Długa']),
  houseNumber: Text(20, ['12']),
  flatNumber: Text(20, ['3']),
  postalCode: Text(10, ['80-001']),
  city: Text(100, ['Gdańsk']),
  nip: Text(20, ['526 000124 6']),
  firstName: Text(100),
  lastName: Text(100),
  servicesPerformed: Type.Optional(Type.Array(KindInput, { maxItems: 3 })),
  standardPriceListsAttributes: Type.Optional(Type.Array(PriceItemInput, { maxItems: 50 })),
};
const providerAliases = {
  provider_type: 'providerType',
  phone_number: 'phoneNumber',
  house_number: 'houseNumber',
  flat_number: 'flatNumber',
  postal_code: 'postalCode',
  first_name: 'firstName',
  last_name: 'lastName',
  services_performed: 'servicesPerformed',
  standard_price_lists_attributes: 'standardPriceListsAttributes',
} as const;
const ProviderFields = Aliased(providerFields, providerAliases);

export const ProviderBody = Aliased(
  { service_provider: Type.Optional(ProviderFields) },
  { serviceProvider: 'service_provider' },
  {
    description: '`{service_provider: {...}}` (also `serviceProvider`); the logo follows with PATCH …/{id}/logo',
    examples: [
      {
        service_provider: {
          providerType: 'company',
          name: 'Czysty Dom sp. z o.o.',
          email: 'biuro@czystydom.pl',
          phoneNumber: '600100200',
          street: 'Długa',
          houseNumber: '12',
          flatNumber: '3',
          postalCode: '80001',
          city: 'Gdańsk',
          nip: '5260001246',
          servicesPerformed: ['cleaning'],
          standardPriceListsAttributes: [{ name: 'Sprzątanie po pobycie', grossAmount: '150.00', currency: 'PLN', durationMinutes: 120 }],
        },
      },
    ],
  },
);
export type ProviderBody = Static<typeof ProviderBody>;
export type ProviderFieldsInput = Static<typeof ProviderFields>;

export const LogoRequest = {
  content: { 'multipart/form-data': { schema: Type.Unknown({ description: 'the file in the field `logo` (PNG, JPEG, WebP or GIF, checked by content; 8 MB)' }) } },
};

export const PriceListItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  grossAmount: Type.String({ examples: ['150.00'] }),
  currency: Type.String({ examples: ['PLN'] }),
  durationMinutes: Type.Union([Type.Integer(), Type.Null()]),
});

export const ProviderAttributes = Type.Object({
  providerType: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  street: Type.String(),
  houseNumber: Type.String(),
  flatNumber: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  nip: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()], { description: 'the logo’s address' }),
  servicesPerformed: Type.Array(Type.String()),
  global: Type.Boolean({ description: 'always false: providers belong to one account' }),
  standardPriceListsAttributes: Type.Array(PriceListItem),
  cooperation: Type.Union([Type.Object({ id: Type.String(), attributes: CooperationAttributes }), Type.Null()], {
    description: 'the live cooperation (of the kind asked, when asked), or null',
  }),
});

export const Provider = Resource('service_provider', ProviderAttributes);
export const OneProvider = Data(Provider);
export const ProviderPage = Page(Provider);
export const CityList = Data(Type.Array(Type.String(), { examples: [['Gdańsk', 'Sopot']] }));
export const LogoParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
