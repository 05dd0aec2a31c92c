import type { Queryable } from '../../db/database';

export interface QuotedApartment {
  guest_number: number;
  cleaning_fee: string;
  tourist_tax: string;
  tourist_tax_exempt_age: number | null;
  tourist_tax_collector: boolean;
  /** the listing's extras (migration 002's apartment columns) */
  breakfast: boolean;
  breakfast_price: string | null;
  private_parking: boolean;
  private_parking_price: string | null;
  public_parking: boolean;
  public_parking_price: string | null;
  airport_transfer: boolean;
  airport_transfer_price: string | null;
}

/** The apartment's guest count (its limit) and its listing's fees, or null when it is not the account's. */
export async function quotedApartment(db: Queryable, accountId: string, apartmentId: string): Promise<QuotedApartment | null> {
  const rows = await db.query<QuotedApartment>(
    `select ap.guest_number, ac.cleaning_fee, ac.tourist_tax, ac.tourist_tax_exempt_age, ac.tourist_tax_collector, ap.breakfast, ap.breakfast_price,
            ap.private_parking, ap.private_parking_price, ap.public_parking, ap.public_parking_price, ap.airport_transfer, ap.airport_transfer_price
       from apartments ap join accommodations ac on ac.id = ap.accommodation_id
      where ap.account_id = $1 and ap.id = $2`,
    [accountId, apartmentId],
  );
  return rows[0] ?? null;
}

/** Whether another stay or a block (not cancelled, not a no-show) holds a night of the apartment in [from, to). */
export async function nightsTaken(db: Queryable, accountId: string, apartmentId: string, from: string, to: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query(
    `select 1 from reservations
      where account_id = $1 and apartment_id = $2 and status not in ('canceled', 'no_show')
        and stay && daterange($3::date, $4::date) and ($5::uuid is null or id <> $5::uuid)
      limit 1`,
    [accountId, apartmentId, from, to, exceptId],
  );
  return rows.length > 0;
}
