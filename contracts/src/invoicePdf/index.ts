import {
  INVOICE_PAYMENT_METHOD_LABELS,
  refundOf,
  INVOICE_VAT_RATE_LABELS,
  VAT_EXEMPTION_BASIS,
  formatNip,
  priceBasisOf,
  statedPrice,
  type InvoiceAttributes,
  type InvoiceLine,
  type InvoiceTotalsDto,
} from '../invoice.ts';
import { formatIban } from '../invoiceSettings.ts';
import type { OwnerStatementAttributes } from '../owners.ts';

/**
 * The invoice PDF, one layout for both places that make it: the browser when the host prints (the front desk loads
 * this module and jsPDF with a dynamic import, only then) and the API when it e-mails the invoice as an attachment.
 * It takes jsPDF's constructor and the fonts' bytes from its caller, so it depends on neither jsPDF's build for one
 * platform nor on how that platform reads a file. The font must be a TrueType font with Polish letters (DejaVu Sans):
 * jsPDF's built-in fonts cannot print 'ąćęłńóśźż'. jsPDF embeds only the glyphs used.
 *
 * Exported from '@gospodarz/contracts/invoice-pdf' (not from the package's main entry), so no list page carries it.
 */

/** The few jsPDF methods the layout uses (jsPDF's own class satisfies it). */
export interface PdfDoc {
  addFileToVFS(name: string, data: string): unknown;
  addFont(file: string, name: string, style: string): unknown;
  setFont(name: string, style?: string): unknown;
  setFontSize(size: number): unknown;
  setTextColor(r: number, g: number, b: number): unknown;
  setDrawColor(r: number, g: number, b: number): unknown;
  setFillColor(r: number, g: number, b: number): unknown;
  setLineWidth(width: number): unknown;
  text(text: string | string[], x: number, y: number, options?: { align?: 'left' | 'center' | 'right' }): unknown;
  line(x1: number, y1: number, x2: number, y2: number): unknown;
  rect(x: number, y: number, w: number, h: number, style?: string): unknown;
  splitTextToSize(text: string, width: number): string[];
  addPage(): unknown;
  setProperties(properties: { title?: string; subject?: string; author?: string; creator?: string }): unknown;
  output(type: 'arraybuffer'): ArrayBuffer;
}
export type PdfConstructor = new (options: { unit: 'mm'; format: 'a4'; orientation: 'portrait'; compress?: boolean }) => PdfDoc;

/** The TrueType files, as binary strings (see `bytesToBinaryString`) or base64. */
export interface PdfFonts {
  regular: string;
  bold: string;
}

/** The font files this module is meant for, inside the `dejavu-fonts-ttf` package. */
export const PDF_FONT_FILES = { regular: 'ttf/DejaVuSans.ttf', bold: 'ttf/DejaVuSans-Bold.ttf' } as const;

/** A file's bytes as the binary string jsPDF's virtual file system takes. */
export function bytesToBinaryString(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) out += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return out;
}

/** 'Faktura FV-1-11-2026.pdf': a file name without the slashes of the number. */
export function invoiceFileName(number: string, extension: 'pdf' | 'xml'): string {
  const kind = number.startsWith('KOR') ? 'Korekta' : 'Faktura';
  return `${kind} ${number.replace(/[\\/:*?"<>|\s]+/g, '-')}.${extension}`;
}

const FONT = 'DejaVuSans';
/** How a part payment was made (the stay's payment methods). */
const PAYMENT_PART_LABELS: Record<string, string> = { cash: 'gotówka', transfer: 'przelew', card: 'karta' };
const PAGE_W = 210;
const PAGE_H = 297;
const M = 15;
const W = PAGE_W - 2 * M;

function money(decimal: string, currency: string): string {
  const negative = decimal.startsWith('-');
  const [whole, cents = '00'] = decimal.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped},${cents.padEnd(2, '0')} ${currency === 'PLN' ? 'zł' : currency}`;
}
const number = (decimal: string) => decimal.replace('.', ',');
const day = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('.') : '');

class Writer {
  y = M;
  constructor(readonly doc: PdfDoc) {}
  font(size: number, bold = false) {
    this.doc.setFont(FONT, bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
  }
  /** room for `height` mm more, else a new page */
  need(height: number) {
    if (this.y + height > PAGE_H - M) {
      this.doc.addPage();
      this.y = M;
    }
  }
  lines(text: string, x: number, width: number, lineHeight: number, align: 'left' | 'right' | 'center' = 'left'): number {
    const parts = this.doc.splitTextToSize(text, width);
    parts.forEach((part, i) => this.doc.text(part, align === 'right' ? x + width : align === 'center' ? x + width / 2 : x, this.y + i * lineHeight, { align }));
    return parts.length * lineHeight;
  }
}

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

function table(w: Writer, columns: Column[], rows: string[][], options: { boldLastRow?: boolean } = {}) {
  const { doc } = w;
  const pad = 1.5;
  const lineHeight = 3.6;
  const rowHeight = (cells: string[]) =>
    Math.max(...cells.map((cell, i) => doc.splitTextToSize(cell, columns[i].width - 2 * pad).length)) * lineHeight + 2.4;
  const draw = (cells: string[], header: boolean, bold: boolean) => {
    w.font(8, header || bold);
    const height = rowHeight(cells);
    w.need(height);
    let x = M;
    if (header) {
      doc.setFillColor(236, 240, 241);
      doc.rect(M, w.y, W, height, 'F');
    }
    doc.setDrawColor(170, 170, 170);
    doc.setLineWidth(0.2);
    doc.rect(M, w.y, W, height);
    const top = w.y;
    cells.forEach((cell, i) => {
      const col = columns[i];
      if (i > 0) doc.line(x, top, x, top + height);
      w.y = top + 1.2 + lineHeight - 0.8;
      w.lines(cell, x + pad, col.width - 2 * pad, lineHeight, col.align);
      x += col.width;
    });
    w.y = top + height;
  };
  draw(columns.map((c) => c.header), true, false);
  rows.forEach((cells, i) => draw(cells, false, !!options.boldLastRow && i === rows.length - 1));
}

function linesTable(w: Writer, lines: InvoiceLine[], currency: string) {
  const basis = priceBasisOf(lines) === 'gross' ? 'brutto' : 'netto';
  const columns: Column[] = [
    { header: 'Lp.', width: 9, align: 'center' },
    { header: 'Nazwa towaru lub usługi', width: 63, align: 'left' },
    { header: 'Ilość', width: 15, align: 'right' },
    { header: 'J.m.', width: 14, align: 'center' },
    { header: `Cena ${basis}`, width: 27, align: 'right' },
    { header: `Wartość ${basis}`, width: 30, align: 'right' },
    { header: 'VAT', width: 22, align: 'center' },
  ];
  table(
    w,
    columns,
    lines.map((l, i) => {
      const { price, value } = statedPrice(l);
      return [String(i + 1), l.description, number(l.quantity), l.unit, money(price, currency), money(value, currency), INVOICE_VAT_RATE_LABELS[l.vatRate]];
    }),
  );
}

function totalsTable(w: Writer, totals: InvoiceTotalsDto, currency: string, title: string) {
  const columns: Column[] = [
    { header: title, width: 42, align: 'left' },
    { header: 'Stawka VAT', width: 24, align: 'center' },
    { header: 'Wartość netto', width: 38, align: 'right' },
    { header: 'Kwota VAT', width: 38, align: 'right' },
    { header: 'Wartość brutto', width: 38, align: 'right' },
  ];
  const rows = totals.rates.map((r) => ['', INVOICE_VAT_RATE_LABELS[r.vatRate], money(r.net, currency), money(r.vat, currency), money(r.gross, currency)]);
  rows.push(['Razem', '', money(totals.net, currency), money(totals.vat, currency), money(totals.gross, currency)]);
  table(w, columns, rows, { boldLastRow: true });
}

/**
 * KSeF's verification code KOD I (kody-qr.md): the QR code's modules (true: dark, row by row, as a QR library encodes
 * the link), the link itself, printed under it, and the label above the link: the KSeF number, or 'OFFLINE' while the
 * invoice has none.
 */
export interface InvoiceQrCode {
  modules: boolean[][];
  link: string;
  label: string;
  /** KOD II of an invoice issued offline, where the host has a KSeF offline certificate: drawn beside, 'CERTYFIKAT' under it */
  certificate?: { modules: boolean[][]; link: string } | null;
}

/** The QR code as dark squares (vector, sharp at any zoom) with a quiet zone of 4 modules, and its label and link under it. */
function qrCode(w: Writer, doc: PdfDoc, qr: InvoiceQrCode) {
  const size = 32;
  const quiet = 4;
  w.need(size + (qr.certificate ? 28 : 16));
  w.y += 4;
  const x0 = M;
  const y0 = w.y;
  const square = (modules: boolean[][], x: number) => {
    const m = size / (modules.length + 2 * quiet);
    doc.setFillColor(255, 255, 255);
    doc.rect(x, y0, size, size, 'F');
    doc.setFillColor(0, 0, 0);
    modules.forEach((row, r) =>
      row.forEach((dark, c) => {
        // a little overlap keeps viewers from drawing hairlines between neighbouring modules
        if (dark) doc.rect(x + (quiet + c) * m, y0 + (quiet + r) * m, m + 0.02, m + 0.02, 'F');
      }),
    );
  };
  square(qr.modules, x0);
  // KOD II in the page's right half, so that each code is read on its own
  const x1 = PAGE_W / 2 + 10;
  if (qr.certificate) square(qr.certificate.modules, x1);
  w.y = y0 + size + 3.5;
  w.font(8, true);
  doc.text(qr.label, x0, w.y);
  if (qr.certificate) doc.text('CERTYFIKAT', x1, w.y);
  w.y += 3.5;
  w.font(7);
  w.y += w.lines(`Weryfikacja w KSeF: ${qr.link}`, x0, W, 3.2);
  if (qr.certificate) w.y += w.lines(`Certyfikat wystawcy: ${qr.certificate.link}`, x0, W, 3.2);
}

/** Lays the invoice out on A4 and returns the document; `output('arraybuffer')` gives the file. */
export function renderInvoicePdf(JsPdf: PdfConstructor, invoice: InvoiceAttributes, fonts: PdfFonts, options: { qr?: InvoiceQrCode | null } = {}): PdfDoc {
  const doc = new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.addFileToVFS('DejaVuSans.ttf', fonts.regular);
  doc.addFont('DejaVuSans.ttf', FONT, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', fonts.bold);
  doc.addFont('DejaVuSans-Bold.ttf', FONT, 'bold');
  const w = new Writer(doc);
  const c = invoice.currency;
  const correction = invoice.correction;
  const exempt = invoice.lines.some((l) => l.vatRate === 'zw') && invoice.totals.rates.every((r) => r.vatRate === 'zw');
  const title = correction ? 'Faktura korygująca' : exempt ? 'Faktura' : 'Faktura VAT';
  doc.setProperties({ title: `${title} ${invoice.number}`, subject: title, author: invoice.seller.name, creator: 'Gospodarz' });
  doc.setTextColor(30, 30, 30);

  // the place and dates, top right
  w.font(9);
  const meta = [
    invoice.placeOfIssue ? `Miejsce wystawienia: ${invoice.placeOfIssue}` : '',
    `Data wystawienia: ${day(invoice.issueDate)}`,
    `Data sprzedaży: ${day(invoice.saleDate)}`,
  ].filter(Boolean);
  meta.forEach((line, i) => doc.text(line, PAGE_W - M, M + i * 4.5, { align: 'right' }));
  w.y = M + meta.length * 4.5 + 6;

  w.font(16, true);
  doc.text(`${title} nr ${invoice.number}`, PAGE_W / 2, w.y, { align: 'center' });
  w.y += 6;
  if (correction) {
    w.font(9);
    doc.text(`do faktury nr ${correction.invoiceNumber} z dnia ${day(correction.invoiceIssueDate)}`, PAGE_W / 2, w.y, { align: 'center' });
    w.y += 4.5;
    if (correction.invoiceKsefNumber) {
      doc.text(`Numer KSeF faktury korygowanej: ${correction.invoiceKsefNumber}`, PAGE_W / 2, w.y, { align: 'center' });
      w.y += 4.5;
    }
  }
  if (invoice.ksefNumber) {
    w.font(8);
    doc.text(`Numer KSeF: ${invoice.ksefNumber}`, PAGE_W / 2, w.y, { align: 'center' });
    w.y += 4;
  }
  w.y += 4;

  // seller and buyer side by side
  const half = W / 2 - 4;
  const party = (x: number, heading: string, lines: string[]) => {
    let y = w.y;
    w.font(8, true);
    doc.setTextColor(90, 90, 90);
    doc.text(heading.toUpperCase(), x, y);
    doc.setTextColor(30, 30, 30);
    doc.setDrawColor(200, 200, 200);
    doc.line(x, y + 1.5, x + half, y + 1.5);
    y += 6;
    lines.forEach((text, i) => {
      w.font(i === 0 ? 10 : 9, i === 0);
      const parts = doc.splitTextToSize(text, half);
      parts.forEach((p) => {
        doc.text(p, x, y);
        y += 4.6;
      });
    });
    return y;
  };
  const s = invoice.seller;
  const b = invoice.buyer;
  const sellerEnd = party(M, 'Sprzedawca', [s.name, s.street, `${s.zipCode} ${s.city}`.trim(), `NIP: ${formatNip(s.nip)}`].filter(Boolean));
  const buyerEnd = party(M + W / 2 + 4, 'Nabywca', [b.name, ...b.address.split('\n'), b.nip ? `NIP: ${formatNip(b.nip)}` : ''].filter(Boolean));
  w.y = Math.max(sellerEnd, buyerEnd) + 4;

  if (correction) {
    w.font(9);
    w.need(10);
    w.y += w.lines(`Przyczyna korekty: ${correction.reason}`, M, W, 4.5) + 2;
    w.font(10, true);
    doc.text('Przed korektą', M, w.y);
    w.y += 2;
    linesTable(w, correction.linesBefore, c);
    w.y += 6;
    w.font(10, true);
    w.need(8);
    doc.text('Po korekcie', M, w.y);
    w.y += 2;
  }
  linesTable(w, invoice.lines, c);
  w.y += 5;
  if (correction) {
    totalsTable(w, correction.totalsBefore, c, 'Przed korektą');
    w.y += 3;
    totalsTable(w, invoice.totals, c, 'Po korekcie');
    w.y += 3;
    totalsTable(w, correction.difference, c, 'Różnica');
  } else {
    totalsTable(w, invoice.totals, c, 'Podsumowanie');
  }
  w.y += 8;

  const due = correction ? correction.difference.gross : invoice.totals.gross;
  const refund = refundOf(invoice);
  const settlement = invoice.settlement;
  // an invoice paid in part: the total, what was paid and what is left
  const partly = !correction && settlement && invoice.paymentStatus !== 'paid' && settlement.paid !== '0.00' ? settlement : null;
  w.need(48);
  if (partly) {
    w.font(10);
    doc.text(`Razem: ${money(due, c)}`, M, w.y);
    w.y += 5;
    doc.text(`Zapłacono: ${money(partly.paid, c)}`, M, w.y);
    w.y += 5.5;
  }
  w.font(12, true);
  const dueLabel = partly ? 'Pozostało do zapłaty' : refund ? 'Do zwrotu' : correction ? 'Do zapłaty' : invoice.paymentStatus === 'paid' ? 'Zapłacono' : 'Do zapłaty';
  doc.text(`${dueLabel}: ${money(partly ? partly.remaining : refund ?? due.replace('-', ''), c)}`, M, w.y);
  w.y += 5.5;
  w.font(9);
  w.y += w.lines(`Słownie: ${invoice.amountInWords.replace(/^minus /, '')}`, M, W, 4.5) + 2;
  // a refund goes to the buyer: no account of the seller's under it
  const payment = refund
    ? [
        `Zwrot dla nabywcy: ${b.name}`,
        `Sposób zwrotu: ${INVOICE_PAYMENT_METHOD_LABELS[invoice.paymentMethod]}`,
        `Termin zwrotu: ${day(invoice.dueDate)}`,
        invoice.paymentStatus === 'paid' ? `Status: zwrócono${invoice.paidAt ? ` (${day(invoice.paidAt)})` : ''}` : '',
      ]
    : [
        `Sposób płatności: ${INVOICE_PAYMENT_METHOD_LABELS[invoice.paymentMethod]}`,
        `Termin płatności: ${day(invoice.dueDate)}`,
        invoice.paymentMethod === 'transfer' && s.bankAccount ? `Numer rachunku: ${formatIban(s.bankAccount)}` : '',
        invoice.paymentStatus === 'paid' ? `Status: opłacona${invoice.paidAt ? ` (${day(invoice.paidAt)})` : ''}` : '',
        ...(partly ? partly.payments.map((p) => `Wpłata ${day(p.date)} (${PAYMENT_PART_LABELS[p.method] ?? p.method}): ${money(p.amount, c)}`) : []),
      ];
  payment.filter(Boolean).forEach((line) => {
    w.need(5);
    doc.text(line, M, w.y);
    w.y += 4.5;
  });
  if (invoice.vatExemption && invoice.lines.some((l) => l.vatRate === 'zw')) {
    w.y += 2;
    w.y += w.lines(`Podstawa zwolnienia z VAT: ${VAT_EXEMPTION_BASIS[invoice.vatExemption]}`, M, W, 4.5);
  }
  if (options.qr) qrCode(w, doc, options.qr);
  return doc;
}

/** What an owner's statement PDF shows besides the statement itself (issue 41). */
export interface OwnerStatementPdfParties {
  /** the management company (the invoice settings' seller), and the owner with their payout account */
  manager: { name: string; lines: string[] };
  owner: { name: string; lines: string[]; iban: string };
}

const grosz = (g: number) => `${g < 0 ? '-' : ''}${String(Math.floor(Math.abs(g) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${String(Math.abs(g) % 100).padStart(2, '0')}\u00a0zł`;

/** An owner's monthly statement in the invoices' layout: parties, per apartment its stays and costs, the totals. */
export function renderOwnerStatementPdf(JsPdf: PdfConstructor, statement: OwnerStatementAttributes, parties: OwnerStatementPdfParties, fonts: PdfFonts): PdfDoc {
  const doc = new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.addFileToVFS('DejaVuSans.ttf', fonts.regular);
  doc.addFont('DejaVuSans.ttf', FONT, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', fonts.bold);
  doc.addFont('DejaVuSans-Bold.ttf', FONT, 'bold');
  const w = new Writer(doc);
  const [year, month] = statement.month.split('-');
  const title = statement.sequence > 1 ? `Korekta ${statement.sequence - 1} rozliczenia` : 'Rozliczenie z właścicielem';
  doc.setProperties({ title: `${title} ${month}/${year}`, subject: title, author: parties.manager.name, creator: 'Gospodarz' });
  doc.setTextColor(30, 30, 30);
  w.font(16, true);
  doc.text(`${title} za ${month}/${year}`, PAGE_W / 2, w.y + 4, { align: 'center' });
  w.y += 14;
  const half = W / 2 - 4;
  const party = (label: string, name: string, lines: string[], x: number) => {
    const top = w.y;
    w.font(9, true);
    doc.text(label, x, w.y);
    w.y += 4.5;
    w.font(9);
    for (const line of [name, ...lines].filter(Boolean)) w.y += w.lines(line, x, half, 4.2);
    const bottom = w.y;
    w.y = top;
    return bottom;
  };
  const ownerLines = [...parties.owner.lines, parties.owner.iban ? `Rachunek: ${formatIban(parties.owner.iban)}` : ''];
  w.y = Math.max(party('Zarządca', parties.manager.name, parties.manager.lines, M), party('Właściciel', parties.owner.name, ownerLines, M + W / 2 + 4)) + 6;
  const columns: Column[] = [
    { header: 'Pozycja', width: 92, align: 'left' },
    { header: 'Przychód', width: 30, align: 'right' },
    { header: 'Prowizja', width: 29, align: 'right' },
    { header: 'Koszt', width: 29, align: 'right' },
  ];
  for (const a of statement.content.apartments) {
    w.need(20);
    w.font(11, true);
    doc.text(a.apartmentName, M, w.y);
    w.y += 3;
    const rows: string[][] = a.stays.map((s) => [`Pobyt ${day(s.from)}–${day(s.to)}${s.status === 'canceled' ? ' (anulowany, opłata)' : ''}`, grosz(s.revenueGrosze), grosz(s.commissionGrosze), '']);
    for (const c of a.costs) rows.push([`${day(c.date)} ${c.label}`, '', '', grosz(c.grosze)]);
    rows.push([`Razem: saldo ${grosz(a.balanceGrosze)}`, grosz(a.revenueGrosze), grosz(a.commissionGrosze), grosz(a.costsGrosze)]);
    table(w, columns, rows, { boldLastRow: true });
    w.y += 6;
  }
  const total = (g: string) => grosz(Math.round(Number(g) * 100));
  const summary: string[][] = [
    ['Przychód z pobytów', total(statement.revenue)],
    ['Prowizja zarządcy', total(statement.commission)],
    ['Koszty', total(statement.costs)],
    ['Saldo miesiąca (należne właścicielowi; ujemne: do zapłaty przez właściciela)', total(statement.balance)],
  ];
  if (statement.sequence > 1) summary.push(['Do rozliczenia tą korektą', total(statement.due)]);
  w.need(30);
  table(w, [{ header: 'Podsumowanie', width: 140, align: 'left' }, { header: 'Kwota', width: 40, align: 'right' }], summary, { boldLastRow: true });
  return doc;
}
