import type { Queryable } from '../db/database';
import { plan } from '../modules/automated-messages';

/**
 * The demo's guests: the automated templates (confirmation, 3 days before arrival, the review request, in Polish and
 * English), conversations on the coming stays (some with unread replies), and 46 reviews of past stays (one
 * blocked), averaging 4,3 over the 45 shown.
 */
const TEMPLATES: Array<[name: string, language: string, subject: string, body: string, trigger: string, days: number | null]> = [
  [
    'Przypomnienie przed przyjazdem',
    'pol',
    'Do zobaczenia {{from}}: {{apartmentName}}',
    'Dzień dobry {{guestFirstName}},\n\nza 3 dni czekamy na Państwa w {{apartmentName}} ({{address}}).\nZameldowanie od {{checkInFrom}}, wymeldowanie do {{checkOutTo}}.\n\nWszystkie informacje o pobycie: {{guestPageUrl}}',
    'before_check_in',
    3,
  ],
  [
    'Przypomnienie przed przyjazdem',
    'eng',
    'See you on {{from}}: {{apartmentName}}',
    'Hello {{guestFirstName}},\n\nwe are looking forward to welcoming you at {{apartmentName}} ({{address}}) in 3 days.\nCheck-in from {{checkInFrom}}, check-out by {{checkOutTo}}.\n\nEverything about your stay: {{guestPageUrl}}',
    'before_check_in',
    3,
  ],
  [
    'Prośba o opinię',
    'pol',
    'Jak minął pobyt w {{apartmentName}}?',
    'Dzień dobry {{guestFirstName}},\n\ndziękujemy za pobyt! Będzie nam miło, jeśli ocenisz go na stronie pobytu: {{guestPageUrl}}\n\nPozdrawiamy',
    'after_check_out',
    1,
  ],
  [
    'Prośba o opinię',
    'eng',
    'How was your stay at {{apartmentName}}?',
    'Hello {{guestFirstName}},\n\nthank you for staying with us! Please rate your stay here: {{guestPageUrl}}\n\nBest regards',
    'after_check_out',
    1,
  ],
];

const CONVERSATIONS: Array<Array<[author: 'host' | 'guest' | 'automated', body: string, hoursAgo: number, read: boolean]>> = [
  [
    ['automated', 'Dziękujemy za rezerwację! Szczegóły pobytu znajdziesz na stronie pobytu.', 72, true],
    ['guest', 'Dzień dobry, czy w pobliżu jest parking?', 5, false],
  ],
  [
    ['host', 'Dzień dobry, klucze będą w skrytce przy drzwiach, kod prześlemy w dniu przyjazdu.', 30, true],
    ['guest', 'Dziękuję! Przyjedziemy około 18:00.', 26, true],
    ['host', 'Świetnie, do zobaczenia!', 25, true],
  ],
  [
    ['guest', 'Czy można przyjechać z psem?', 2, false],
    ['guest', 'To mały pies, 6 kg.', 1, false],
  ],
  [['host', 'Dzień dobry, potwierdzamy rezerwację i czekamy na Państwa.', 48, true]],
  [
    ['guest', 'Hello, is there a baby cot available?', 20, true],
    ['host', 'Yes, we will prepare one for you.', 18, true],
  ],
];

const PROS = [
  'Czysto i przytulnie, świetna lokalizacja.',
  'Bardzo wygodne łóżko, cisza w nocy.',
  'Blisko plaży, piękny widok z balkonu.',
  'Kontakt z gospodarzem bez zarzutu.',
  'Dobrze wyposażona kuchnia.',
  'Szybkie zameldowanie, wszystko zgodnie z opisem.',
  'Świetne miejsce na weekend, polecamy!',
];
const CONS = ['', '', '', 'Trochę głośno od ulicy.', 'Mało miejsca na parkingu.', 'Ręczniki mogłyby być większe.', 'Słabe Wi-Fi wieczorem.'];
const REPLIES = ['Dziękujemy za miłe słowa i zapraszamy ponownie!', 'Dziękujemy! Uwagę przekazaliśmy ekipie.', 'Cieszymy się, że się podobało.'];
// 45 shown (24 × 5, 14 × 4, 5 × 3, 1 × 2, 1 × 1: average 4,31) and one blocked
const RATINGS = [...Array(24).fill(5), ...Array(14).fill(4), ...Array(5).fill(3), 2, 1];
const OTHER_SOURCES = ['booking', 'airbnb', 'google'];

export async function seedDemoMessages(db: Queryable, accountId: string): Promise<void> {
  for (const [name, language, subject, body, trigger, days] of TEMPLATES) {
    await db.query(
      `insert into message_templates (account_id, name, language, channel, subject, body, trigger, trigger_days)
       values ($1, $2, $3, 'email', $4, $5, $6, $7)`,
      [accountId, name, language, subject, body, trigger, days],
    );
  }
  await db.query(`update message_templates set trigger = 'booking_confirmed' where account_id = $1 and name = 'Nowa rezerwacja'`, [accountId]);
  // the demo starts with nothing overdue: what would be due already is marked skipped, the rest waits for its day
  await plan(db, null);
  await db.query(`update scheduled_messages set status = 'skipped' where account_id = $1 and status = 'scheduled' and send_at <= now()`, [accountId]);

  const coming = await db.query<{ id: string }>(
    `select id from reservations where account_id = $1 and kind = 'reservation' and status <> 'canceled' and to_date >= current_date
      order by from_date, id limit $2`,
    [accountId, CONVERSATIONS.length],
  );
  for (const [i, { id }] of coming.entries()) {
    for (const [author, body, hoursAgo, read] of CONVERSATIONS[i]) {
      await db.query(
        `insert into messages (account_id, reservation_id, author, author_user_id, body, via, read_at, created_at)
         values ($1, $2, $3, case when $3 = 'host' then (select id from users where account_id = $1 and owner) end, $4, $5,
                 case when $6::boolean then now() end, now() - make_interval(hours => $7::int))`,
        [accountId, id, author, body, author === 'guest' ? 'page' : 'app', read, hoursAgo],
      );
    }
  }

  const past = await db.query<{ id: string; apartment_id: string; full_name: string; from_date: string; to_date: string }>(
    `select id, apartment_id, full_name, from_date, to_date from reservations
      where account_id = $1 and kind = 'reservation' and status = 'confirmed' and to_date < current_date and full_name <> ''
      order by to_date desc, id limit $2`,
    [accountId, RATINGS.length + 1],
  );
  for (const [i, stay] of past.entries()) {
    const blocked = i === 7;
    const rating = blocked ? 1 : RATINGS[i % RATINGS.length];
    const fromPage = i % 3 !== 2;
    await db.query(
      `insert into reviews (account_id, apartment_id, reservation_id, source, guest_name, stay_from, stay_to, reviewed_on, rating,
                            cleanliness, location, communication, pros, cons, reply, replied_at, blocked_at, block_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8::date + 2, $9, $10, $11, $12, $13, $14, $15, case when $15::text is null then null else now() end,
               case when $16::boolean then now() end, case when $16::boolean then 'Treść niezwiązana z pobytem' end)`,
      [
        accountId,
        stay.apartment_id,
        fromPage ? stay.id : null,
        fromPage ? 'guest_page' : OTHER_SOURCES[i % OTHER_SOURCES.length],
        stay.full_name,
        stay.from_date,
        stay.to_date,
        stay.to_date,
        rating,
        fromPage ? Math.min(5, rating + (i % 2)) : null,
        fromPage ? 5 : null,
        fromPage ? Math.max(1, rating - (i % 2)) : null,
        blocked ? 'Reklama innego obiektu' : rating >= 4 ? PROS[i % PROS.length] : 'Dobra lokalizacja.',
        rating >= 4 ? CONS[i % CONS.length] : 'Nie wszystko było czyste przy przyjeździe.',
        i % 2 === 0 && !blocked ? REPLIES[i % REPLIES.length] : null,
        blocked,
      ],
    );
  }
}
