import crypto from 'node:crypto';
import type { Queryable } from '../db/database';
import type { InvoiceAttributes } from '@gospodarz/contracts';
import { findInvoice, invoiceXml, toInvoiceAttributes } from '../modules/invoices';
import { ksefNumber, nextWorkingDay, sealToken, sha256Base64 } from '../modules/ksef';

/**
 * KSeF in the demo: the connection set on the TEST environment, sending by hand (a demo never sends to the Ministry's
 * servers by itself), a token stored when the server has KSEF_SECRET_KEY (a made-up one: 'Sprawdź połączenie' says
 * it is wrong), and the latest invoices in each KSeF status: accepted with its KSeF number and UPO, sent and being
 * verified, waiting to be sent, rejected with the Ministry's code, and offline24 due the next working day.
 */
const DEMO_TOKEN = '20261101-EC-0DEM000000-0DEM000000-00|nip-5260001246|demo0000000000000000';

function upo(nip: string, number: string, invoiceNumber: string, issueDate: string, hash: string, session: string): string {
  const at = new Date().toISOString().replace('Z', '+00:00');
  return `<?xml version="1.0" encoding="utf-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-3">
	<NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów</NazwaPodmiotuPrzyjmujacego>
	<NumerReferencyjnySesji>${session}</NumerReferencyjnySesji>
	<Uwierzytelnienie>
		<IdKontekstu>
			<Nip>${nip}</Nip>
		</IdKontekstu>
		<SkrotDokumentuUwierzytelniajacego>${sha256Base64(session)}</SkrotDokumentuUwierzytelniajacego>
	</Uwierzytelnienie>
	<NazwaStrukturyLogicznej>Schemat_FA(3)_v1-0E.xsd</NazwaStrukturyLogicznej>
	<KodFormularza>FA (3)</KodFormularza>
	<Dokument>
		<NipSprzedawcy>${nip}</NipSprzedawcy>
		<NumerKSeFDokumentu>${number}</NumerKSeFDokumentu>
		<NumerFaktury>${invoiceNumber.replace(/[&<>]/g, ' ')}</NumerFaktury>
		<DataWystawieniaFaktury>${issueDate}</DataWystawieniaFaktury>
		<DataPrzeslaniaDokumentu>${at}</DataPrzeslaniaDokumentu>
		<DataNadaniaNumeruKSeF>${at}</DataNadaniaNumeruKSeF>
		<SkrotDokumentu>${hash}</SkrotDokumentu>
		<TrybWysylki>Online</TrybWysylki>
	</Dokument>
</Potwierdzenie>
`;
}

const reference = (kind: string, day: string) => {
  const hex = (n: number) => crypto.randomBytes(n).toString('hex').toUpperCase();
  return `${day.replaceAll('-', '')}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;
};

export async function seedDemoKsef(db: Queryable, accountId: string, secretKey = process.env.KSEF_SECRET_KEY ?? ''): Promise<void> {
  const sealed = secretKey.trim().length >= 32 ? sealToken(secretKey.trim(), DEMO_TOKEN) : null;
  await db.query(`insert into ksef_settings (account_id, environment, token_encrypted, auto_send) values ($1, 'TEST', $2, false) on conflict (account_id) do nothing`, [
    accountId,
    sealed,
  ]);
  const latest = await db.query<{ id: string }>(
    `select id from invoices where account_id = $1 and kind = 'invoice' and ksef_number is null and corrected_invoice_id is null
      and not exists (select 1 from invoices k where k.corrected_invoice_id = invoices.id)
      order by issue_date desc, seq desc limit 5`,
    [accountId],
  );
  const statuses = ['accepted', 'sent', 'pending', 'rejected', 'offline'] as const;
  for (const [i, { id }] of latest.entries()) {
    const status = statuses[i];
    const row = await findInvoice(db, accountId, null, id);
    if (!row) continue;
    const invoice = toInvoiceAttributes(row);
    const xml = status === 'pending' ? null : invoiceXml(invoice);
    const hash = xml ? sha256Base64(xml) : null;
    const session = reference('SO', invoice.issueDate);
    const number = status === 'accepted' ? ksefNumber(invoice.seller.nip, invoice.issueDate, crypto.randomBytes(6).toString('hex')) : null;
    await db.query(
      `insert into invoice_ksef (invoice_id, account_id, environment, status, xml, hash, offline_mode, offline_until, session_reference, invoice_reference,
         ksef_number, accepted_at, upo, error_code, error_description, attempts, last_attempt_at)
       values ($1, $2, 'TEST', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       on conflict (invoice_id) do nothing`,
      [
        id,
        accountId,
        status,
        xml,
        hash,
        status === 'offline' ? 'offline24' : null,
        status === 'offline' ? nextWorkingDay(invoice.issueDate) : null,
        status === 'pending' || status === 'offline' ? null : session,
        status === 'pending' || status === 'offline' ? null : reference('EE', invoice.issueDate),
        number,
        number ? new Date(`${invoice.issueDate}T12:00:00Z`) : null,
        number ? upo(invoice.seller.nip, number, invoice.number, invoice.issueDate, hash!, session) : null,
        status === 'rejected' ? 450 : null,
        status === 'rejected' ? 'Błąd weryfikacji semantyki dokumentu faktury: Element P_2: wartość zbyt długa' : status === 'offline' ? 'KSeF nie odpowiada: kolejna próba wkrótce.' : null,
        status === 'pending' ? 0 : 1,
        status === 'pending' ? null : new Date(`${invoice.issueDate}T12:00:00Z`),
      ],
    );
    // on its way to KSeF an invoice changes only by a correction; a rejected one is the host's again
    if (status !== 'rejected') await db.query('update invoices set exported_at = coalesce(exported_at, now()), ksef_number = $3 where account_id = $1 and id = $2', [accountId, id, number]);
  }  await seedDemoCostInvoices(db, accountId);
}

/** A provider's FA(3) invoice to the host: one 23 % service line, written by the product's FA(3) writer. */
function costXml(seller: { name: string; nip: string; city: string }, buyerNip: string, number: string, day: string, net: number): string {
  const vat = Math.round(net * 23) / 100;
  const [n, v, g] = [net.toFixed(2), vat.toFixed(2), (net + vat).toFixed(2)];
  return invoiceXml({
    number,
    issueDate: day,
    saleDate: day,
    dueDate: day,
    placeOfIssue: seller.city,
    currency: 'PLN',
    seller: { name: seller.name, street: '', zipCode: '', city: seller.city, nip: seller.nip, bankAccount: '' },
    buyer: { name: 'Apartamenty Demo', nip: buyerNip, address: '', email: null },
    paymentMethod: 'transfer',
    paymentStatus: 'unpaid',
    paidAt: null,
    vatExemption: null,
    priceBasis: 'net',
    lines: [{ description: 'Usługi w apartamentach (miesiąc)', quantity: '1', unit: 'usł.', netPrice: n, grossPrice: null, vatRate: '23', netValue: n, grossValue: null }],
    totals: { rates: [{ vatRate: '23', net: n, vat: v, gross: g }], net: n, vat: v, gross: g },
    correction: null,
    settlement: null,
  } as unknown as InvoiceAttributes);
}

/** Faktury › 'Kosztowe' in the demo: last month's invoice of each service provider, as the nightly job keeps them. */
export async function seedDemoCostInvoices(db: Queryable, accountId: string): Promise<void> {
  const [settings] = await db.query<{ seller_nip: string }>('select seller_nip from invoice_settings where account_id = $1', [accountId]);
  if (!settings?.seller_nip) return;
  const providers = await db.query<{ id: string; name: string; nip: string; city: string }>(
    `select id, name, regexp_replace(nip, '[^0-9]', '', 'g') as nip, city from service_providers where account_id = $1 and nip <> '' order by created_at`,
    [accountId],
  );
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
  for (const [i, p] of providers.entries()) {
    const net = [480, 320, 215][i % 3];
    const number = `${i + 1}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    const xml = costXml(p, settings.seller_nip, number, day, net);
    const vat = Math.round(net * 23) / 100;
    await db.query(
      `insert into ksef_cost_invoices (account_id, ksef_number, invoice_number, seller_nip, seller_name, issue_date, acquired_at, net, vat, gross, currency, xml, service_provider_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'PLN', $11, $12) on conflict (account_id, ksef_number) do nothing`,
      [accountId, ksefNumber(p.nip, day, crypto.randomBytes(6).toString('hex')), number, p.nip, p.name, day, new Date(`${day}T09:00:00Z`), net, vat, net + vat, xml, p.id],
    );
  }
}
