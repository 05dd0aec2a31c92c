import type { ServiceProviderDto, PriceListItem } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import { cooperationAttributes } from '../cooperations';
import type { CooperationRow } from '../cooperations';
import type { ProviderRow } from './repository';

export function logoUrl(row: ProviderRow): string | null {
  return row.logo_version ? `/api/v1/service_provider_logos/${row.id}?v=${row.logo_version}` : null;
}

export function toProviderDto(row: ProviderRow, cooperation: CooperationRow | null): ServiceProviderDto {
  return resource('service_provider', row.id, {
    providerType: row.provider_type,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    street: row.street,
    houseNumber: row.house_number,
    flatNumber: row.flat_number,
    postalCode: row.postal_code,
    city: row.city,
    nip: row.nip,
    firstName: row.first_name,
    lastName: row.last_name,
    logo: logoUrl(row),
    servicesPerformed: row.services_performed,
    global: false,
    standardPriceListsAttributes: row.prices.map(
      (p): PriceListItem => ({ id: p.id, name: p.name, grossAmount: p.gross_amount, currency: p.currency, durationMinutes: p.duration_minutes }),
    ),
    cooperation: cooperation ? { id: cooperation.id, attributes: cooperationAttributes(cooperation) } : null,
  });
}
