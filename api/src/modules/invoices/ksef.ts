import { withoutControlCharacters } from '../../lib/controlCharacters';
import { VAT_EXEMPTION_BASIS, refundOf, statedPrice, type InvoiceAttributes, type InvoiceLine, type InvoiceTotalsDto, type InvoiceVatRate } from '@gospodarz/contracts';

/**
 * An issued invoice (or a correction) as a KSeF structured invoice, schema FA(3) version 1-0E of the Ministry of
 * Finance (namespace http://crd.gov.pl/wzor/2025/06/25/13775/). The host sends it through their accounting; the number
 * KSeF gives back is recorded on the invoice. The tests validate every document this writes against the published XSD.
 *
 * Mapping of our rates onto the form's fields: 23 % → P_13_1/P_14_1, 8 % → P_13_2/P_14_2, 5 % → P_13_3/P_14_3, 0 %
 * (domestic) → P_13_6_1 with the line rate '0 KR', 'zw' → P_13_7 with the basis in Adnotacje/Zwolnienie/P_19A. A
 * correction carries the differences in P_13_x/P_15 and its lines before (StanPrzed) and after. A line priced by net
 * states P_9A/P_11; one priced by gross (art. 106e ust. 7 i 8) P_9B/P_11A.
 */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

/**
 * Text as XML character data: markup escaped, and the characters XML cannot hold (control characters of text saved
 * before the forms refused them) turned into spaces, so that the document stays well-formed whatever a row holds.
 */
function escape(value: string): string {
  return withoutControlCharacters(value).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/**
 * Text fields of the form are tokens of 1-256 (or 512) characters: whitespace folded, never empty; the length is
 * counted in characters as the schema counts them, so a letter outside the BMP is never cut in half.
 */
function token(value: string, max = 256): string {
  const text = Array.from(withoutControlCharacters(value).replace(/\s+/g, ' ').trim()).slice(0, max).join('').trim();
  return escape(text || '-');
}

const el = (name: string, value: string) => `<${name}>${value}</${name}>`;
/** TFormaPlatnosci: 1 gotówka, 2 karta, 6 przelew. */
const PAYMENT_FORM: Record<string, string> = { cash: '1', card: '2', transfer: '6' };
const LINE_RATE: Record<InvoiceVatRate, string> = { '23': '23', '8': '8', '5': '5', '0': '0 KR', zw: 'zw' };
const SUM_FIELDS: Record<InvoiceVatRate, [net: string, vat: string | null]> = {
  '23': ['P_13_1', 'P_14_1'],
  '8': ['P_13_2', 'P_14_2'],
  '5': ['P_13_3', 'P_14_3'],
  '0': ['P_13_6_1', null],
  zw: ['P_13_7', null],
};

function sums(totals: InvoiceTotalsDto): string {
  // the form's order: P_13_1, P_14_1, P_13_2 … P_13_6_1, P_13_7
  const order: InvoiceVatRate[] = ['23', '8', '5', '0', 'zw'];
  return order
    .map((rate) => {
      const total = totals.rates.find((r) => r.vatRate === rate);
      if (!total) return '';
      const [net, vat] = SUM_FIELDS[rate];
      return el(net, total.net) + (vat ? el(vat, total.vat) : '');
    })
    .join('');
}

function lineXml(line: InvoiceLine, index: number, before: boolean): string {
  const { basis, price, value } = statedPrice(line);
  return el(
    'FaWiersz',
    el('NrWierszaFa', String(index)) +
      el('P_7', token(line.description, 512)) +
      el('P_8A', token(line.unit, 256)) +
      el('P_8B', line.quantity) +
      (basis === 'gross' ? el('P_9B', price) + el('P_11A', value) : el('P_9A', price) + el('P_11', value)) +
      el('P_12', LINE_RATE[line.vatRate]) +
      (before ? el('StanPrzed', '1') : ''),
  );
}

function address(text: string): string {
  const lines = text
    .split(/\n|,(?=\s*\d{2}-\d{3})/)
    .map((l) => l.trim())
    .filter(Boolean);
  const [first = '-', ...rest] = lines;
  return el('Adres', el('KodKraju', 'PL') + el('AdresL1', token(first, 512)) + (rest.length ? el('AdresL2', token(rest.join(', '), 512)) : ''));
}

/** The FA(3) document of an invoice; `createdAt` is when the file is made (DataWytworzeniaFa). */
export function invoiceXml(invoice: InvoiceAttributes, createdAt = new Date()): string {
  const s = invoice.seller;
  const b = invoice.buyer;
  const correction = invoice.correction;
  const totals = correction ? correction.difference : invoice.totals;
  const exempt = invoice.lines.some((l) => l.vatRate === 'zw') || !!correction?.linesBefore.some((l) => l.vatRate === 'zw');
  const stamp = new Date(Math.max(createdAt.getTime(), Date.parse('2025-09-01T00:00:00Z'))).toISOString().replace(/\.\d{3}Z$/, 'Z');

  const header = el(
    'Naglowek',
    '<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>' +
      el('WariantFormularza', '3') +
      el('DataWytworzeniaFa', stamp) +
      el('SystemInfo', 'Gospodarz'),
  );
  const seller = el(
    'Podmiot1',
    el('DaneIdentyfikacyjne', el('NIP', s.nip) + el('Nazwa', token(s.name, 512))) + address([s.street, `${s.zipCode} ${s.city}`.trim()].filter(Boolean).join('\n')),
  );
  const buyer = el(
    'Podmiot2',
    el('DaneIdentyfikacyjne', (b.nip ? el('NIP', b.nip) : el('BrakID', '1')) + el('Nazwa', token(b.name, 512))) +
      (b.address ? address(b.address) : '') +
      (b.email ? el('DaneKontaktowe', el('Email', token(b.email, 255))) : '') +
      el('JST', '2') +
      el('GV', '2'),
  );

  const exemption = exempt && invoice.vatExemption ? el('P_19', '1') + el('P_19A', token(VAT_EXEMPTION_BASIS[invoice.vatExemption])) : el('P_19N', '1');
  const notes = el(
    'Adnotacje',
    el('P_16', '2') +
      el('P_17', '2') +
      el('P_18', '2') +
      el('P_18A', '2') +
      el('Zwolnienie', exemption) +
      el('NoweSrodkiTransportu', el('P_22N', '1')) +
      el('P_23', '2') +
      el('PMarzy', el('P_PMarzyN', '1')),
  );
  const corrected = correction
    ? el('PrzyczynaKorekty', token(correction.reason)) +
      el(
        'DaneFaKorygowanej',
        el('DataWystFaKorygowanej', correction.invoiceIssueDate) +
          el('NrFaKorygowanej', token(correction.invoiceNumber)) +
          (correction.invoiceKsefNumber ? el('NrKSeF', '1') + el('NrKSeFFaKorygowanej', correction.invoiceKsefNumber) : el('NrKSeFN', '1')),
      )
    : '';
  const lines = correction
    ? [...correction.linesBefore.map((l) => [l, true] as const), ...invoice.lines.map((l) => [l, false] as const)]
    : invoice.lines.map((l) => [l, false] as const);
  const paid = invoice.paymentStatus === 'paid';
  // a correction giving money back names no account of the seller's to pay to; money paid in part is listed
  const refund = refundOf(invoice) !== null;
  const parts = !paid && invoice.settlement && invoice.settlement.paid !== '0.00' ? invoice.settlement.payments.slice(0, 100) : [];
  const partly = parts.length
    ? el('ZnacznikZaplatyCzesciowej', '1') +
      parts.map((p) => el('ZaplataCzesciowa', el('KwotaZaplatyCzesciowej', p.amount) + el('DataZaplatyCzesciowej', p.date) + el('FormaPlatnosci', PAYMENT_FORM[p.method] ?? '6'))).join('')
    : '';
  const payment = el(
    'Platnosc',
    (paid ? el('Zaplacono', '1') + el('DataZaplaty', invoice.paidAt ?? invoice.issueDate) : partly + el('TerminPlatnosci', el('Termin', invoice.dueDate))) +
      el('FormaPlatnosci', invoice.paymentMethod === 'cash' ? '1' : '6') +
      (!refund && invoice.paymentMethod === 'transfer' && s.bankAccount.replace(/\s/g, '').length >= 10
        ? el('RachunekBankowy', el('NrRB', escape(s.bankAccount.replace(/\s/g, '').slice(0, 34))))
        : ''),
  );
  const fa = el(
    'Fa',
    el('KodWaluty', invoice.currency) +
      el('P_1', invoice.issueDate) +
      (invoice.placeOfIssue ? el('P_1M', token(invoice.placeOfIssue)) : '') +
      el('P_2', token(invoice.number)) +
      el('P_6', invoice.saleDate) +
      sums(totals) +
      el('P_15', totals.gross) +
      notes +
      el('RodzajFaktury', correction ? 'KOR' : 'VAT') +
      corrected +
      lines.map(([line, before], i) => lineXml(line, i + 1, before)).join('') +
      payment,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Faktura xmlns="${FA3_NAMESPACE}">${header}${seller}${buyer}${fa}</Faktura>\n`;
}
