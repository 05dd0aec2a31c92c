import type { Queryable } from '../db/database';

interface DemoApartment {
  name: string;
  guests: number;
  area: number;
  rates: Array<[guests: number, price: number]>;
}
interface DemoListing {
  name: string;
  city: string;
  voivodeship: string;
  zip: string;
  street: string;
  house: string;
  /** the fees of a stay: cleaning once, the tourist tax per person per night (children up to `exemptAge` free) */
  fees: { cleaning: number; touristTax: number; exemptAge: number | null };
  apartments: DemoApartment[];
}

const LISTINGS: DemoListing[] = [
  {
    name: 'Apartamenty Nadmorskie',
    city: 'Sopot',
    voivodeship: 'pomorskie',
    zip: '81-701',
    street: 'Bohaterów Monte Cassino',
    house: '12',
    // a seaside resort charges the tourist tax ('opłata miejscowa')
    fees: { cleaning: 80, touristTax: 2.5, exemptAge: 6 },
    apartments: [
      { name: 'Apartament Morski', guests: 4, area: 48, rates: [[2, 350], [4, 450]] },
      { name: 'Apartament Bursztynowy', guests: 2, area: 32, rates: [[2, 280]] },
    ],
  },
  {
    name: 'Kamienica pod Wawelem',
    city: 'Kraków',
    voivodeship: 'małopolskie',
    zip: '31-001',
    street: 'Grodzka',
    house: '5',
    fees: { cleaning: 60, touristTax: 0, exemptAge: null },
    apartments: [{ name: 'Studio Wawel', guests: 3, area: 36, rates: [[2, 300], [3, 360]] }],
  },
];

const CLIENTS = [
  ['Jan Kowalski', 'jan.kowalski@example.pl', '+48501234567', 'Warszawa'],
  ['Maria Nowak', 'maria.nowak@example.pl', '+48502345678', 'Poznań'],
  ['Piotr Wiśniewski', 'piotr.wisniewski@example.pl', '+48503456789', 'Gdańsk'],
  ['Katarzyna Wójcik', 'katarzyna.wojcik@example.pl', '+48504567890', 'Wrocław'],
  ['Tomasz Kamiński', 'tomasz.kaminski@example.pl', '+48505678901', 'Łódź'],
];

// [client index, apartment index (in listing order), days from today, nights, status, payment status, source]
const RESERVATIONS: Array<[number, number, number, number, string, string, string]> = [
  [0, 0, -20, 3, 'confirmed', 'paid', 'booking'],
  [1, 1, -10, 4, 'confirmed', 'paid', 'airbnb'],
  [2, 2, -3, 5, 'confirmed', 'partly_paid', 'website'],
  [3, 0, 2, 2, 'confirmed', 'unpaid', 'booking'],
  [4, 1, 5, 7, 'new', 'unpaid', 'airbnb'],
  [0, 2, 9, 3, 'recent', 'unpaid', 'phone'],
  [1, 0, 14, 5, 'confirmed', 'partly_paid', 'website'],
  [2, 1, 21, 2, 'confirmed', 'unpaid', 'booking'],
];

/** Listings, apartments, rates, guests and reservations of the demo account. */
export async function seedDemoDomain(db: Queryable, accountId: string): Promise<void> {
  const apartments: Array<{ id: string; name: string; address: string; price: number }> = [];
  for (const listing of LISTINGS) {
    const [{ id: listingId }] = await db.query<{ id: string }>(
      `insert into accommodations (account_id, name, status, apartments_number_declaration, voivodeship, city, zip_code, street, house_number,
         check_in_from, check_in_to, check_out_to, curfew_from, curfew_to, children_friendly, cleaning_fee, tourist_tax, tourist_tax_exempt_age)
       values ($1, $2, 'active', $3, $4, $5, $6, $7, $8, '15:00', '22:00', '11:00', '22:00', '06:00', true, $9, $10, $11) returning id`,
      [
        ...[accountId, listing.name, listing.apartments.length, listing.voivodeship, listing.city, listing.zip, listing.street, listing.house],
        ...[listing.fees.cleaning, listing.fees.touristTax, listing.fees.exemptAge],
      ],
    );
    for (const [position, apartment] of listing.apartments.entries()) {
      const [{ id }] = await db.query<{ id: string }>(
        `insert into apartments (account_id, accommodation_id, position, name, description, area, guest_number)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [accountId, listingId, position, apartment.name, `${apartment.name}: jasne wnętrze, blisko centrum.`, apartment.area, apartment.guests],
      );
      for (const [rateIndex, [guests, price]] of apartment.rates.entries()) {
        await db.query(
          `insert into apartment_prices (account_id, apartment_id, position, guest_count, base_price) values ($1, $2, $3, $4, $5)`,
          [accountId, id, rateIndex, guests, price],
        );
      }
      apartments.push({ id, name: apartment.name, address: `${listing.street} ${listing.house}, ${listing.city}`, price: apartment.rates[0][1] });
    }
  }
  const clientIds: string[] = [];
  for (const [fullName, email, phone, city] of CLIENTS) {
    const [{ id }] = await db.query<{ id: string }>(
      `insert into clients (account_id, full_name, email, phone_number, address) values ($1, $2, $3, $4, $5) returning id`,
      [accountId, fullName, email, phone, city],
    );
    clientIds.push(id);
  }
  for (const [clientIndex, apartmentIndex, offset, nights, status, paymentStatus, source] of RESERVATIONS) {
    const [fullName, email, phone, city] = CLIENTS[clientIndex];
    const apartment = apartments[apartmentIndex];
    await db.query(
      `insert into reservations (account_id, apartment_id, client_id, from_date, to_date, status, payment_status, full_name, email,
         phone_number, guest_address, adults, children, price_per_night, total_price, apartment_address, source, created_at)
       values ($1, $2, $3, current_date + $4::int, current_date + $4::int + $5::int, $6, $7, $8, $9, $10, $11, 2, 0, $12::numeric, $12::numeric * $5::int, $13, $14,
               now() - interval '30 days' + ($4::int + 20) * interval '1 day' / 2)`,
      [accountId, apartment.id, clientIds[clientIndex], offset, nights, status, paymentStatus, fullName, email, phone, city, apartment.price, apartment.address, source],
    );
  }
}
