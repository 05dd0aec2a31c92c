import type { CooperationAttributes, CooperationDto } from '@gospodarz/contracts';
import { resource } from '../../lib/resource';
import type { CooperationRow } from './repository';

export function cooperationAttributes(row: CooperationRow): CooperationAttributes {
  return {
    servicePerformed: row.service_performed,
    message: row.message,
    status: row.status,
    startDate: row.start_date,
    dayOfTheWeek: row.day_of_the_week,
    numberOfDays: row.number_of_days,
    everyDay: row.every_day,
    afterCheckOut: row.after_check_out,
    apartments: row.apartments,
    serviceProviderId: row.service_provider_id,
    priceName: row.price_name,
    priceAmount: row.price_amount,
    priceCurrency: row.price_currency,
    pageLinkActive: row.page_link_active,
  };
}

export function toCooperationDto(row: CooperationRow): CooperationDto {
  return resource('cooperation', row.id, cooperationAttributes(row));
}
