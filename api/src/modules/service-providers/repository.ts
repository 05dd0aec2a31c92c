import type { ProviderPriceCurrency, ProviderType, ServiceKind } from '@gospodarz/contracts';
import type { Queryable } from '../../db/database';

/** SQL of service providers (an account's own address book of cleaning, laundry and catering companies). */
export interface ProviderRow {
  id: string;
  account_id: string;
  /** the column's CHECK holds the contract's types */
  provider_type: ProviderType;
  name: string;
  email: string;
  phone_number: string;
  street: string;
  house_number: string;
  flat_number: string;
  postal_code: string;
  city: string;
  nip: string;
  first_name: string;
  last_name: string;
  /** written only from the body's schema (the contract's kinds) */
  services_performed: ServiceKind[];
  /** the logo's version (its change time in ms), null without a logo */
  logo_version: string | null;
  prices: Array<{ id: string; name: string; gross_amount: string; currency: ProviderPriceCurrency; duration_minutes: number | null }>;
}

const SELECT = `
  select p.id, p.account_id, p.provider_type, p.name, p.email, p.phone_number, p.street, p.house_number, p.flat_number,
         p.postal_code, p.city, p.nip, p.first_name, p.last_name, p.services_performed,
         (select (extract(epoch from l.updated_at) * 1000)::bigint::text from service_provider_logos l where l.service_provider_id = p.id) as logo_version,
         coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'gross_amount', s.gross_amount::text, 'currency', s.currency,
                                                     'duration_minutes', s.duration_minutes) order by s.position)
                     from service_provider_prices s where s.service_provider_id = p.id), '[]'::json) as prices
    from service_providers p`;

const FILTER = `p.account_id = $1 and ($2::text is null or $2 = any(p.services_performed)) and ($3::text is null or lower(p.city) = lower($3))`;

export interface ProviderFilter {
  kind: string | null;
  city: string | null;
}

export async function listProviders(db: Queryable, accountId: string, f: ProviderFilter, page: { limit: number; offset: number }): Promise<ProviderRow[]> {
  return db.query<ProviderRow>(`${SELECT} where ${FILTER} order by lower(p.name), p.id limit $4 offset $5`, [accountId, f.kind, f.city, page.limit, page.offset]);
}

export async function countProviders(db: Queryable, accountId: string, f: ProviderFilter): Promise<number> {
  const rows = await db.query<{ count: number }>(`select count(*)::int as count from service_providers p where ${FILTER}`, [accountId, f.kind, f.city]);
  return rows[0].count;
}

/** The cities of the account's providers (of a kind), for the city filter. */
export async function providerCities(db: Queryable, accountId: string, kind: string | null): Promise<string[]> {
  const rows = await db.query<{ city: string }>(
    `select min(p.city) as city from service_providers p where ${FILTER} and p.city <> '' group by lower(p.city) order by lower(min(p.city))`,
    [accountId, kind, null],
  );
  return rows.map((r) => r.city);
}

export async function findProvider(db: Queryable, accountId: string, id: string): Promise<ProviderRow | null> {
  const rows = await db.query<ProviderRow>(`${SELECT} where p.account_id = $1 and p.id = $2`, [accountId, id]);
  return rows[0] ?? null;
}

export interface ProviderFields {
  providerType: string;
  name: string;
  email: string;
  phoneNumber: string;
  street: string;
  houseNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
  nip: string;
  firstName: string;
  lastName: string;
  servicesPerformed: string[];
  prices: Array<{ name: string; grossAmount: string; currency: string; durationMinutes: number | null }>;
}

export async function insertProvider(db: Queryable, accountId: string, f: ProviderFields): Promise<string> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into service_providers (account_id, provider_type, name, email, phone_number, street, house_number, flat_number, postal_code,
                                    city, nip, first_name, last_name, services_performed)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text[]) returning id`,
    [accountId, f.providerType, f.name, f.email, f.phoneNumber, f.street, f.houseNumber, f.flatNumber, f.postalCode, f.city, f.nip, f.firstName, f.lastName, f.servicesPerformed],
  );
  for (const [position, price] of f.prices.entries()) {
    await db.query(
      `insert into service_provider_prices (account_id, service_provider_id, position, name, gross_amount, currency, duration_minutes)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [accountId, id, position, price.name, price.grossAmount, price.currency, price.durationMinutes],
    );
  }
  return id;
}

export async function saveLogo(db: Queryable, accountId: string, id: string, contentType: string, data: Buffer): Promise<void> {
  await db.query(
    `insert into service_provider_logos (service_provider_id, account_id, content_type, data) values ($1, $2, $3, $4)
     on conflict (service_provider_id) do update set content_type = excluded.content_type, data = excluded.data, updated_at = now()`,
    [id, accountId, contentType, data],
  );
}

/** A logo by its provider's id alone (an <img> sends no token; the id is unguessable). */
export async function logoOf(db: Queryable, id: string): Promise<{ content_type: string; data: Buffer | Uint8Array } | null> {
  const rows = await db.query<{ content_type: string; data: Buffer | Uint8Array }>('select content_type, data from service_provider_logos where service_provider_id = $1', [id]);
  return rows[0] ?? null;
}
