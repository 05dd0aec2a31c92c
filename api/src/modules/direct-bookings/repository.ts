import type { Queryable } from '../../db/database';

/** The account's public site as stored (migration 954). */
export interface SiteRow {
  id: string;
  account_id: string;
  slug: string;
  title: string;
  introduction: string;
  title_en: string;
  introduction_en: string;
  phone: string;
  email: string;
  color: string;
  languages: string[];
  published_at: Date | null;
  updated_at: Date;
}

const SITE_COLUMNS = `id, account_id, slug, title, introduction, title_en, introduction_en, phone, email, color, languages, published_at, updated_at`;

export async function siteOfAccount(db: Queryable, accountId: string): Promise<SiteRow | null> {
  const rows = await db.query<SiteRow>(`select ${SITE_COLUMNS} from direct_sites where account_id = $1`, [accountId]);
  return rows[0] ?? null;
}

/** A published site by its address (an unpublished one is not found). */
export async function publishedSiteBySlug(db: Queryable, slug: string): Promise<SiteRow | null> {
  const rows = await db.query<SiteRow>(`select ${SITE_COLUMNS} from direct_sites where slug = $1 and published_at is not null`, [slug]);
  return rows[0] ?? null;
}

export async function publishedSiteById(db: Queryable, id: string): Promise<SiteRow | null> {
  const rows = await db.query<SiteRow>(`select ${SITE_COLUMNS} from direct_sites where id = $1 and published_at is not null`, [id]);
  return rows[0] ?? null;
}

export async function slugTaken(db: Queryable, accountId: string, slug: string): Promise<boolean> {
  const rows = await db.query(`select 1 from direct_sites where slug = $1 and account_id <> $2`, [slug, accountId]);
  return rows.length > 0;
}

export interface SiteValues {
  slug: string;
  title: string;
  introduction: string;
  titleEn: string;
  introductionEn: string;
  phone: string;
  email: string;
  color: string;
  languages: string[];
}

export async function upsertSite(db: Queryable, accountId: string, v: SiteValues): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into direct_sites (account_id, slug, title, introduction, title_en, introduction_en, phone, email, color, languages)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (account_id) do update set slug = excluded.slug, title = excluded.title, introduction = excluded.introduction,
       title_en = excluded.title_en, introduction_en = excluded.introduction_en, phone = excluded.phone, email = excluded.email,
       color = excluded.color, languages = excluded.languages, updated_at = now()
     returning id`,
    [accountId, v.slug, v.title, v.introduction, v.titleEn, v.introductionEn, v.phone, v.email, v.color, v.languages],
  );
  return rows[0].id;
}

export interface SiteApartmentValues {
  apartmentId: string;
  prepaymentPercent: number;
  instant: boolean;
}

/** Replaces the site's apartments; only the account's own apartments are taken (the service has checked them). */
export async function replaceSiteApartments(db: Queryable, accountId: string, siteId: string, apartments: SiteApartmentValues[]): Promise<void> {
  await db.query(`delete from direct_site_apartments where account_id = $1 and site_id = $2`, [accountId, siteId]);
  for (const [position, a] of apartments.entries()) {
    await db.query(
      `insert into direct_site_apartments (site_id, account_id, apartment_id, position, prepayment_percent, instant)
       select $2, $1, id, $4, $5, $6 from apartments where account_id = $1 and id = $3`,
      [accountId, siteId, a.apartmentId, position, a.prepaymentPercent, a.instant],
    );
  }
}

export async function setPublished(db: Queryable, accountId: string, published: boolean): Promise<boolean> {
  const rows = await db.query(
    `update direct_sites set published_at = case when $2 then coalesce(published_at, now()) else null end, updated_at = now()
      where account_id = $1 returning id`,
    [accountId, published],
  );
  return rows.length > 0;
}

/** Every apartment of the account (not archived) with whether and how the site shows it: the page creator's list. */
export interface ChoiceRow {
  apartment_id: string;
  name: string;
  accommodation_name: string;
  on_site: boolean;
  prepayment_percent: number | null;
  instant: boolean | null;
}

export async function apartmentChoices(db: Queryable, accountId: string, siteId: string | null): Promise<ChoiceRow[]> {
  return db.query<ChoiceRow>(
    `select ap.id as apartment_id, ap.name, ac.name as accommodation_name, sa.apartment_id is not null as on_site,
            sa.prepayment_percent, sa.instant
       from apartments ap join accommodations ac on ac.id = ap.accommodation_id
       left join direct_site_apartments sa on sa.apartment_id = ap.id and sa.site_id = $2 and sa.account_id = $1
      where ap.account_id = $1 and ap.archived_at is null and ac.archived_at is null
      order by sa.position nulls last, ac.name, ap.position, ap.name`,
    [accountId, siteId],
  );
}

export async function accountApartmentIds(db: Queryable, accountId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(`select id from apartments where account_id = $1 and id = any($2::uuid[])`, [accountId, ids]);
  return rows.map((r) => r.id);
}

/** What a public page shows of an apartment: the listing's public content only (no guest data, no lock codes). */
export interface PublicApartmentRow {
  id: string;
  name: string;
  description: string;
  accommodation_id: string;
  accommodation_name: string;
  city: string;
  street: string;
  house_number: string;
  zip_code: string;
  country: string;
  guest_number: number;
  bedroom_count: number;
  single_bed_count: number;
  double_bed_count: number;
  area: string | null;
  amenities: Record<string, unknown>;
  check_in_from: string;
  check_in_to: string;
  check_out_from: string;
  check_out_to: string;
  curfew_from: string;
  curfew_to: string;
  smoking_allowed: boolean;
  animals_friendly: boolean;
  children_friendly: boolean;
  parties_allowed: boolean;
  cleaning_fee: string;
  tourist_tax: string;
  /** issue 38's columns, read whether or not they exist yet */
  registration_number: string | null;
  prepayment_percent: number;
  instant: boolean;
  image_ids: string[];
  /** the lowest rate of the apartment (its smallest tier), złoty as text */
  price_from: string | null;
  currency: string | null;
}

export async function siteApartments(db: Queryable, siteId: string, accountId: string, apartmentId: string | null = null): Promise<PublicApartmentRow[]> {
  return db.query<PublicApartmentRow>(
    `select ap.id, ap.name, ap.description, ac.id as accommodation_id, ac.name as accommodation_name, ac.city, ac.street, ac.house_number,
            ac.zip_code, ac.country, ap.guest_number, ap.bedroom_count, ap.single_bed_count, ap.double_bed_count, ap.area::text as area,
            ap.amenities, to_char(ac.check_in_from, 'HH24:MI') as check_in_from, to_char(ac.check_in_to, 'HH24:MI') as check_in_to,
            to_char(ac.check_out_from, 'HH24:MI') as check_out_from, to_char(ac.check_out_to, 'HH24:MI') as check_out_to,
            to_char(ac.curfew_from, 'HH24:MI') as curfew_from, to_char(ac.curfew_to, 'HH24:MI') as curfew_to,
            ac.smoking_allowed, ac.animals_friendly, ac.children_friendly, ac.parties_allowed, ac.cleaning_fee::text as cleaning_fee,
            ac.tourist_tax::text as tourist_tax,
            nullif(to_jsonb(ap) ->> 'registration_number', '') as registration_number,
            sa.prepayment_percent, sa.instant,
            coalesce((select array_agg(i.id order by i.position, i.created_at) from apartment_images i
                       where i.apartment_id = ap.id and i.account_id = ap.account_id), '{}') as image_ids,
            (select min(p.base_price)::text from apartment_prices p where p.apartment_id = ap.id and p.account_id = ap.account_id and p.base_price > 0) as price_from,
            (select p.currency from apartment_prices p where p.apartment_id = ap.id and p.account_id = ap.account_id order by p.position limit 1) as currency
       from direct_site_apartments sa
       join apartments ap on ap.id = sa.apartment_id and ap.account_id = sa.account_id
       join accommodations ac on ac.id = ap.accommodation_id and ac.account_id = ap.account_id
      where sa.site_id = $1 and sa.account_id = $2 and ap.archived_at is null and ac.archived_at is null
        and ($3::uuid is null or ap.id = $3::uuid)
      order by sa.position`,
    [siteId, accountId, apartmentId],
  );
}

/** The latest house rules of a listing, when issue 38's table exists (null otherwise). */
export async function latestHouseRules(db: Queryable, accountId: string, accommodationId: string): Promise<string | null> {
  const exists = await db.query<{ ok: boolean }>(`select to_regclass('house_rules_versions') is not null as ok`);
  if (!exists[0]?.ok) return null;
  const rows = await db.query<{ body: string }>(
    `select body from house_rules_versions where account_id = $1 and accommodation_id = $2 order by version desc limit 1`,
    [accountId, accommodationId],
  );
  return rows[0]?.body ?? null;
}

/** The nights of [from, to) another stay or a block holds (not cancelled, not a no-show). */
export async function takenNights(db: Queryable, accountId: string, apartmentId: string, from: string, to: string): Promise<string[]> {
  const rows = await db.query<{ day: string }>(
    `select to_char(d, 'YYYY-MM-DD') as day
       from generate_series($3::date, $4::date - 1, interval '1 day') d
      where exists (select 1 from reservations r where r.account_id = $1 and r.apartment_id = $2
                      and r.status not in ('canceled', 'no_show') and r.stay @> d::date)
      order by d`,
    [accountId, apartmentId, from, to],
  );
  return rows.map((r) => r.day);
}

/** The rule (min stay, booking window) of each priced day of [from, to). */
export async function dayRules(db: Queryable, accountId: string, apartmentId: string, from: string, to: string) {
  return db.query<{ day: string; stay_limits_min: number | null; capacity_days: number | null }>(
    `select to_char(dp.day, 'YYYY-MM-DD') as day, pr.stay_limits_min, pr.capacity_days
       from day_prices dp left join price_rules pr on pr.id = dp.rule_id and pr.account_id = dp.account_id
      where dp.account_id = $1 and dp.apartment_id = $2 and dp.day >= $3::date and dp.day < $4::date`,
    [accountId, apartmentId, from, to],
  );
}

export async function ownerOf(db: Queryable, accountId: string): Promise<{ id: string; email: string; account_name: string } | null> {
  const rows = await db.query<{ id: string; email: string; account_name: string }>(
    `select u.id, u.email, a.name as account_name from users u join accounts a on a.id = u.account_id
      where u.account_id = $1 and u.owner order by u.created_at limit 1`,
    [accountId],
  );
  return rows[0] ?? null;
}

/** Spends a solved challenge: false when it was spent before (a replay). */
export async function spendChallenge(db: Queryable, signature: string): Promise<boolean> {
  const rows = await db.query(`insert into direct_booking_challenges (signature) values ($1) on conflict do nothing returning signature`, [signature]);
  await db.query(`delete from direct_booking_challenges where used_at < now() - interval '1 day'`);
  return rows.length > 0;
}

export interface DirectBookingValues {
  reservationId: string;
  siteId: string;
  language: 'pl' | 'en';
  prepaymentGrosze: number;
  prepaymentDue: string;
  vatInvoice: boolean;
  companyName: string;
  nip: string;
  country: string;
}

export async function insertDirectBooking(db: Queryable, accountId: string, v: DirectBookingValues): Promise<void> {
  await db.query(
    `insert into direct_bookings (reservation_id, account_id, site_id, language, prepayment_grosze, prepayment_due, vat_invoice, company_name, nip, country)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [v.reservationId, accountId, v.siteId, v.language, v.prepaymentGrosze, v.prepaymentDue, v.vatInvoice, v.companyName, v.nip, v.country],
  );
}

/** A booking made on the site: its prepayment due (what the transfer side reads), or null for another reservation. */
export interface DirectBookingRow {
  reservation_id: string;
  site_id: string;
  language: 'pl' | 'en';
  prepayment_grosze: string;
  prepayment_due: string;
  vat_invoice: boolean;
  company_name: string;
  nip: string;
  country: string;
}

export async function directBookingOf(db: Queryable, accountId: string, reservationId: string): Promise<DirectBookingRow | null> {
  const rows = await db.query<DirectBookingRow>(
    `select reservation_id, site_id, language, prepayment_grosze::text as prepayment_grosze, to_char(prepayment_due, 'YYYY-MM-DD') as prepayment_due,
            vat_invoice, company_name, nip, country
       from direct_bookings where account_id = $1 and reservation_id = $2`,
    [accountId, reservationId],
  );
  return rows[0] ?? null;
}

/** The account's direct bookings whose prepayment falls due on or before `day` (the reminder and cancel job's list). */
export async function prepaymentsDueBy(db: Queryable, day: string): Promise<Array<DirectBookingRow & { account_id: string }>> {
  return db.query(
    `select b.account_id, b.reservation_id, b.site_id, b.language, b.prepayment_grosze::text as prepayment_grosze,
            to_char(b.prepayment_due, 'YYYY-MM-DD') as prepayment_due, b.vat_invoice, b.company_name, b.nip, b.country
       from direct_bookings b join reservations r on r.id = b.reservation_id and r.account_id = b.account_id
      where b.prepayment_due <= $1::date and r.status not in ('canceled', 'no_show')
      order by b.prepayment_due`,
    [day],
  );
}

/** A booking made in English: the guest's messages in English from then on. */
export async function setGuestLanguage(db: Queryable, accountId: string, reservationId: string, language: string): Promise<void> {
  await db.query(`update reservations set guest_language = $3 where account_id = $1 and id = $2`, [accountId, reservationId, language]);
}
