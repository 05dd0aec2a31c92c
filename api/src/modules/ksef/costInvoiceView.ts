import { XMLParser } from 'fast-xml-parser';
import { INVOICE_PAYMENT_STATUS_LABELS, amountInWords, groszeToDecimal, parseExactDecimal, type InvoiceAttributes, type InvoiceLine, type InvoiceVatRate } from '@gospodarz/contracts';

/**
 * A received FA(3) invoice (a cost invoice) read into the shape the invoice PDF layout draws (contracts/src/invoicePdf),
 * so that 'Kosztowe' shows it as the product's own invoices are printed. Only what the layout prints is read: the
 * parties, the dates, the lines (P_7…P_12), the sums per rate (P_13_x/P_14_x, P_15) and the payment (Platnosc).
 * A correction's lines are those after it (StanPrzed lines are left out).
 */

/** P_12 (TStawkaPodatku) as the product's rates; 0 % of any kind prints as 0 %, not subject / reverse charge as 'zw'. */
function rateOf(p12: string | undefined): InvoiceVatRate {
  const v = (p12 ?? '').trim();
  if (v === '23' || v === '22') return '23';
  if (v === '8' || v === '7') return '8';
  if (v === '5') return '5';
  if (v.startsWith('0')) return '0';
  return 'zw';
}

/** The per-rate sums of FA(3): P_13_x the net, P_14_x the VAT. */
const RATE_FIELDS: Array<{ rate: InvoiceVatRate; net: string[]; vat: string[] }> = [
  { rate: '23', net: ['P_13_1'], vat: ['P_14_1'] },
  { rate: '8', net: ['P_13_2'], vat: ['P_14_2'] },
  { rate: '5', net: ['P_13_3'], vat: ['P_14_3'] },
  { rate: '0', net: ['P_13_6_1', 'P_13_6_2', 'P_13_6_3'], vat: [] },
  { rate: 'zw', net: ['P_13_7', 'P_13_8', 'P_13_9', 'P_13_10', 'P_13_11'], vat: [] },
];

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'FaWiersz' || name === 'RachunekBankowy' || name === 'TerminPlatnosci',
});

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const node = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const grosze = (value: unknown): number => parseExactDecimal(text(value) || '0', 2) ?? 0;
const money = (value: unknown): string | null => (text(value) ? groszeToDecimal(grosze(value)) : null);

/** The dates a received invoice states: its sale date (P_6, else the end of OkresFa, else the issue date) and OkresFa. */
export function costInvoiceDates(xml: string): { issueDate: string; saleDate: string; periodFrom: string | null; periodTo: string | null } | null {
  const root = node(parser.parse(xml)).Faktura;
  if (!root) return null;
  const fa = node(node(root).Fa);
  const period = node(fa.OkresFa);
  const issueDate = text(fa.P_1);
  return { issueDate, saleDate: text(fa.P_6) || text(period.P_6_Do) || issueDate, periodFrom: text(period.P_6_Od) || null, periodTo: text(period.P_6_Do) || null };
}

/** The received document read for its PDF view; throws when it is not an FA invoice at all. */
export function costInvoiceAttributes(xml: string, ksefNumber: string | null): InvoiceAttributes {
  const root = node(parser.parse(xml)).Faktura;
  if (!root) throw new Error('not an FA invoice');
  const doc = node(root);
  const fa = node(doc.Fa);
  const party = (p: Node) => {
    const id = node(p.DaneIdentyfikacyjne);
    const address = node(p.Adres);
    return { nip: text(id.NIP), name: text(id.Nazwa), line1: text(address.AdresL1), line2: text(address.AdresL2) };
  };
  const seller = party(node(doc.Podmiot1));
  const buyer = party(node(doc.Podmiot2));
  const zip = /^(\d{2}-\d{3})\s+(.*)$/.exec(seller.line2);
  const payment = node(fa.Platnosc);
  const account = (payment.RachunekBankowy as unknown[] | undefined)?.map(node)[0];
  const due = (payment.TerminPlatnosci as unknown[] | undefined)?.map(node)[0];
  const issueDate = text(fa.P_1);
  const period = node(fa.OkresFa);
  const saleDate = text(fa.P_6) || text(period.P_6_Do) || issueDate;
  const lines: InvoiceLine[] = ((fa.FaWiersz as unknown[] | undefined) ?? [])
    .map(node)
    .filter((l) => text(l.StanPrzed) !== '1')
    .map((l) => ({
      description: text(l.P_7),
      quantity: text(l.P_8B) || '1',
      unit: text(l.P_8A) || 'szt.',
      netPrice: text(l.P_9B) && !text(l.P_9A) ? null : money(l.P_9A),
      grossPrice: text(l.P_9B) && !text(l.P_9A) ? money(l.P_9B) : null,
      vatRate: rateOf(text(l.P_12)),
      netValue: text(l.P_11A) && !text(l.P_11) ? null : money(l.P_11),
      grossValue: text(l.P_11A) && !text(l.P_11) ? money(l.P_11A) : null,
    }));
  const rates = RATE_FIELDS.flatMap(({ rate, net, vat }) => {
    if (!net.some((f) => text(fa[f]))) return [];
    const n = net.reduce((s, f) => s + grosze(fa[f]), 0);
    const v = vat.reduce((s, f) => s + grosze(fa[f]), 0);
    return [{ vatRate: rate, net: groszeToDecimal(n), vat: groszeToDecimal(v), gross: groszeToDecimal(n + v) }];
  });
  const gross = grosze(fa.P_15);
  const net = rates.reduce((s, r) => s + grosze(r.net), 0);
  const currency = text(fa.KodWaluty) || 'PLN';
  const paid = text(payment.Zaplacono) === '1';
  const form = text(payment.FormaPlatnosci);
  return {
    kind: 'invoice',
    number: text(fa.P_2),
    issueDate,
    saleDate,
    dueDate: text(due?.Termin) || issueDate,
    placeOfIssue: text(fa.P_1M),
    currency,
    reservationId: null,
    apartmentId: null,
    apartmentName: null,
    stayFrom: null,
    stayTo: null,
    seller: {
      name: seller.name,
      street: seller.line1,
      zipCode: zip ? zip[1] : '',
      city: zip ? zip[2] : seller.line2,
      nip: seller.nip,
      bankAccount: text(account?.NrRB),
    },
    buyer: { name: buyer.name, address: [buyer.line1, buyer.line2].filter(Boolean).join('\n'), nip: buyer.nip, email: '' },
    paymentMethod: form === '1' ? 'cash' : 'transfer',
    paymentStatus: paid ? 'paid' : 'unpaid',
    paidAt: paid ? text(payment.DataZaplaty) || null : null,
    vatExemption: null,
    priceBasis: lines.length > 0 && lines.every((l) => l.grossPrice !== null) ? 'gross' : 'net',
    lines,
    totals: { rates, net: groszeToDecimal(net), vat: groszeToDecimal(gross - net), gross: groszeToDecimal(gross) },
    amountInWords: amountInWords(gross, currency),
    correction: null,
    corrections: [],
    settlement: null,
    ksefNumber,
    ksefStatus: null,
    ksefOfflineUntil: null,
    sentAt: null,
    sentTo: null,
    exportedAt: null,
    editable: false,
    deleteRefusal: null,
    createdAt: `${issueDate}T00:00:00.000Z`,
    fullName: buyer.name,
    guestAddress: '',
    booked: issueDate,
    amountToPay: groszeToDecimal(gross),
    paymentDate: text(due?.Termin) || issueDate,
    status: INVOICE_PAYMENT_STATUS_LABELS[paid ? 'paid' : 'unpaid'],
  };
}
