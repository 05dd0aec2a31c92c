import type { Queryable } from '../../db/database';

/** SQL of payment by transfer: the host's prepayment settings, the reminders sent, the statements and their transfers. */

export interface TransferSettingsRow {
  prepayment_percent: number;
  due_days: number;
  cancel_unpaid: boolean;
}

export async function transferSettings(db: Queryable, accountId: string): Promise<TransferSettingsRow> {
  const rows = await db.query<TransferSettingsRow>(
    `select prepayment_percent, due_days, cancel_unpaid from transfer_settings where account_id = $1`,
    [accountId],
  );
  return rows[0] ?? { prepayment_percent: 30, due_days: 3, cancel_unpaid: false };
}

export async function saveTransferSettings(db: Queryable, accountId: string, s: TransferSettingsRow): Promise<void> {
  await db.query(
    `insert into transfer_settings (account_id, prepayment_percent, due_days, cancel_unpaid) values ($1, $2, $3, $4)
     on conflict (account_id) do update set prepayment_percent = $2, due_days = $3, cancel_unpaid = $4, updated_at = now()`,
    [accountId, s.prepayment_percent, s.due_days, s.cancel_unpaid],
  );
}

/** The account's bank account, NIP and name as its invoice settings hold them. */
export async function payee(db: Queryable, accountId: string): Promise<{ bank_account: string; seller_nip: string; seller_name: string }> {
  const rows = await db.query<{ bank_account: string; seller_nip: string; seller_name: string }>(
    `select coalesce(s.bank_account, '') as bank_account, coalesce(s.seller_nip, '') as seller_nip,
            coalesce(nullif(s.seller_name, ''), a.name) as seller_name
       from accounts a left join invoice_settings s on s.account_id = a.id where a.id = $1`,
    [accountId],
  );
  return rows[0];
}

/** A stay that may still owe a prepayment: booked, not cancelled, arriving today or later, something left to pay. */
export interface OwingStay {
  account_id: string;
  id: string;
  owner_id: string;
  guest_language: string;
  reminded: boolean;
}

export async function owingStays(db: Queryable, today: string): Promise<OwingStay[]> {
  return db.query<OwingStay>(
    `select r.account_id, r.id, r.guest_language,
            (select u.id from users u where u.account_id = r.account_id and u.owner order by u.created_at limit 1) as owner_id,
            exists (select 1 from prepayment_notices n where n.reservation_id = r.id and n.kind = 'reminder') as reminded
       from reservations r
      where r.kind = 'reservation' and r.status in ('new', 'confirmed', 'recent') and r.paid < r.grand_total
        and r.to_date > $1::date and r.email <> ''
        and not exists (select 1 from prepayment_notices n where n.reservation_id = r.id and n.kind = 'cancelled')
      order by r.created_at limit 500`,
    [today],
  );
}

/** Notes a reminder or a cancellation once; false when it was noted already (another worker got there first). */
export async function noteNotice(db: Queryable, accountId: string, reservationId: string, kind: 'reminder' | 'cancelled'): Promise<boolean> {
  const rows = await db.query(
    `insert into prepayment_notices (account_id, reservation_id, kind) values ($1, $2, $3) on conflict do nothing returning 1`,
    [accountId, reservationId, kind],
  );
  return rows.length > 0;
}

export async function insertStatement(db: Queryable, accountId: string, s: { format: string; fileName: string; bankAccount: string; userId: string }): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into bank_statements (account_id, format, file_name, bank_account, imported_by) values ($1, $2, $3, $4, $5) returning id`,
    [accountId, s.format, s.fileName, s.bankAccount, s.userId],
  );
  return rows[0].id;
}

export interface BankTransactionRow {
  id: string;
  statement_id: string;
  booked_on: string;
  amount_grosze: string;
  currency: string;
  counterparty: string;
  title: string;
  status: 'matched' | 'review' | 'unmatched' | 'ignored';
  match_rule: string;
  reservation_id: string | null;
  suggested_reservation_id: string | null;
  payment_id: string | null;
  file_name: string;
  reservation_name: string | null;
  reservation_from: string | null;
  reservation_to: string | null;
  suggested_name: string | null;
  suggested_from: string | null;
  suggested_to: string | null;
}

const TX_COLUMNS = `t.id, t.statement_id, to_char(t.booked_on, 'YYYY-MM-DD') as booked_on, t.amount_grosze, t.currency, t.counterparty,
  t.title, t.status, t.match_rule, t.reservation_id, t.suggested_reservation_id, t.payment_id, s.file_name,
  r.full_name as reservation_name, to_char(r.from_date, 'YYYY-MM-DD') as reservation_from, to_char(r.to_date, 'YYYY-MM-DD') as reservation_to,
  g.full_name as suggested_name, to_char(g.from_date, 'YYYY-MM-DD') as suggested_from, to_char(g.to_date, 'YYYY-MM-DD') as suggested_to`;
const TX_FROM = `bank_transactions t join bank_statements s on s.id = t.statement_id
  left join reservations r on r.id = t.reservation_id and r.account_id = t.account_id
  left join reservations g on g.id = t.suggested_reservation_id and g.account_id = t.account_id`;

/** Inserts a transfer unless the account has it already (same bank key); null for one imported before. */
export async function insertTransaction(
  db: Queryable,
  accountId: string,
  t: { statementId: string; bankKey: string; bookedOn: string; grosze: number; currency: string; counterparty: string; title: string },
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `insert into bank_transactions (account_id, statement_id, bank_key, booked_on, amount_grosze, currency, counterparty, title, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'unmatched') on conflict (account_id, bank_key) do nothing returning id`,
    [accountId, t.statementId, t.bankKey, t.bookedOn, t.grosze, t.currency, t.counterparty, t.title],
  );
  return rows[0]?.id ?? null;
}

export async function setTransactionMatch(
  db: Queryable,
  accountId: string,
  id: string,
  m: { status: BankTransactionRow['status']; rule: string; reservationId: string | null; suggestedId: string | null; paymentId: string | null },
): Promise<void> {
  await db.query(
    `update bank_transactions set status = $3, match_rule = $4, reservation_id = $5, suggested_reservation_id = $6, payment_id = $7
      where account_id = $1 and id = $2`,
    [accountId, id, m.status, m.rule, m.reservationId, m.suggestedId, m.paymentId],
  );
}

export async function findTransaction(db: Queryable, accountId: string, id: string, lock = false): Promise<BankTransactionRow | null> {
  const rows = await db.query<BankTransactionRow>(
    `select ${TX_COLUMNS} from ${TX_FROM} where t.account_id = $1 and t.id = $2 ${lock ? 'for update of t' : ''}`,
    [accountId, id],
  );
  return rows[0] ?? null;
}

export async function listTransactions(db: Queryable, accountId: string, status: string | null, statementId: string | null): Promise<BankTransactionRow[]> {
  return db.query<BankTransactionRow>(
    `select ${TX_COLUMNS} from ${TX_FROM}
      where t.account_id = $1 and ($2::text is null or t.status = $2) and ($3::uuid is null or t.statement_id = $3)
      order by t.booked_on desc, t.created_at desc limit 500`,
    [accountId, status, statementId],
  );
}

/** A stay a transfer may pay: its id, guest, dates, what it costs and what is paid. */
export interface CandidateStay {
  id: string;
  full_name: string;
  currency: string;
  grand_total: string;
  paid: string;
  deposit: string;
}

const CANDIDATE = `select r.id, r.full_name, r.currency, r.grand_total, r.paid, r.deposit from reservations r
  where r.account_id = $1 and r.kind = 'reservation' and r.status <> 'canceled'`;

/** The account's stays whose reference (the id's first 8 characters) is one of `references`. */
export async function staysByReference(db: Queryable, accountId: string, references: string[]): Promise<CandidateStay[]> {
  if (references.length === 0) return [];
  return db.query<CandidateStay>(`${CANDIDATE} and upper(left(r.id::text, 8)) = any($2::text[])`, [accountId, references]);
}

/** The account's stays still owing something in the currency, arriving from `since` on (the candidates by amount and name). */
export async function owingInCurrency(db: Queryable, accountId: string, currency: string, since: string): Promise<CandidateStay[]> {
  return db.query<CandidateStay>(`${CANDIDATE} and r.currency = $2 and r.paid < r.grand_total and r.to_date >= $3::date order by r.from_date limit 1000`, [
    accountId,
    currency,
    since,
  ]);
}
