import type { Queryable } from '../db/database';

/** The demo's public site's address: /s/{DEMO_SITE_SLUG}. */
export const DEMO_SITE_SLUG = 'gospodarz-demo';

/**
 * The demo's direct bookings (issue 39): a published site at /s/gospodarz-demo with the seaside apartments and the
 * Kraków studio, in Polish and English; the seaside ones confirm a booking at once with a 30 % prepayment, the
 * Kraków studio waits for the host with 50 %.
 */
export async function seedDemoDirectSite(db: Queryable, accountId: string): Promise<void> {
  const [site] = await db.query<{ id: string }>(
    `insert into direct_sites (account_id, slug, title, introduction, title_en, introduction_en, phone, email, color, languages, published_at)
     values ($1, $2, 'Apartamenty nad morzem i pod Wawelem',
             'Rezerwuj bezpośrednio u gospodarza: bez prowizji serwisów, z ceną wyliczoną noc po nocy. Sopot, dwa kroki od plaży, i Kraków, pod Wawelem.',
             'Apartments by the sea and under Wawel', 'Book directly with the host: no booking-site commission. Sopot by the beach, and Kraków under Wawel.',
             '+48600100200', 'rezerwacje@gospodarz.pl', '#1f6f5c', '{pl,en}', now())
     returning id`,
    [accountId, DEMO_SITE_SLUG],
  );
  await db.query(
    `insert into direct_site_apartments (site_id, account_id, apartment_id, position, prepayment_percent, instant)
     select $2, $1, ap.id, row_number() over (order by ac.city = 'Kraków', ap.position, ap.name),
            case when ac.city = 'Kraków' then 50 else 30 end, ac.city <> 'Kraków'
       from apartments ap join accommodations ac on ac.id = ap.accommodation_id
      where ap.account_id = $1 and ac.city in ('Sopot', 'Kraków') and ap.archived_at is null`,
    [accountId, site.id],
  );
}
