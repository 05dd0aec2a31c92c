import type { Queryable } from '../db/database';

/**
 * Listings and apartments for the tests of reservations, quotes and clients, written straight to the tables so that
 * they do not depend on the accommodations API.
 */
export async function createApartment(
  db: Queryable,
  accountId: string,
  options: { name: string; city?: string; street?: string; rates?: Array<[guests: number, price: string]>; currency?: string; guests?: number },
): Promise<string> {
  const [{ id: listingId }] = await db.query<{ id: string }>(
    `insert into accommodations (account_id, name, city, zip_code, street, house_number) values ($1, $2, $3, '00-001', $4, '1') returning id`,
    [accountId, `Obiekt ${options.name}`, options.city ?? 'Gdańsk', options.street ?? 'Długa'],
  );
  const [{ id }] = await db.query<{ id: string }>(
    `insert into apartments (account_id, accommodation_id, name, guest_number) values ($1, $2, $3, $4) returning id`,
    // the guest count: as given, else as many as its largest rate is for (at least 2)
    [accountId, listingId, options.name, options.guests ?? Math.max(2, ...(options.rates ?? []).map(([guests]) => guests))],
  );
  for (const [position, [guests, price]] of (options.rates ?? []).entries()) {
    await db.query(
      `insert into apartment_prices (account_id, apartment_id, position, guest_count, base_price, currency) values ($1, $2, $3, $4, $5, $6)`,
      [accountId, id, position, guests, price, options.currency ?? 'PLN'],
    );
  }
  return id;
}
