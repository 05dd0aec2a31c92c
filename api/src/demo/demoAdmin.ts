import type { Queryable } from '../db/database';

/**
 * The demo account's administration settings: invoice seller data (message templates come with every account,
 * from the trigger of migration 201), and the demo listings' amenities and lock/sync settings as a host enters them.
 */
export async function seedDemoAdmin(db: Queryable, accountId: string): Promise<void> {
  await db.query(
    `insert into invoice_settings (account_id, currency, vat_rate, payment_term_days, place_of_issue, service_name, seller_name,
       seller_street, seller_zip_code, seller_city, seller_nip, numbering_pattern)
     values ($1, 'PLN', 8, 14, 'Sopot', 'Usługa noclegowa', 'Apartamenty Demo Anna Gospodarska', 'Bohaterów Monte Cassino 12',
       '81-701', 'Sopot', '5260001246', 'FV/{NR}/{MM}/{RRRR}')
     on conflict (account_id) do nothing`,
    [accountId],
  );
  await db.query(
    `update apartments set
       amenities = '{"kitchenElemetns":["coffesExpress","microwave","electrictKettle","fridge"],"roomElements":["wifi","tv","heating","wardrobe"],
                     "bathroomElements":["shower","towels"],"securityElements":["firstAidKit","smokeSensor"]}'::jsonb,
       separate_kitchen = true, bedroom_count = 1, double_bed_count = 1, breakfast = true, breakfast_price = 40,
       private_parking = true, private_parking_price = null,
       settings = '{"synchronization":{"calendar":true,"priceList":false,"priceMode":"basic"}}'::jsonb
     where account_id = $1`,
    [accountId],
  );
}
