import { formatDate, type TakingsAttributes, type TakingsCashier } from '@gospodarz/shared';
import { METHOD_COLUMNS, cashLines, kindLabel, methodLabel, money, openingSource, signedAmount, timeOf } from './model';

/** The few jsPDF methods the layout uses (jsPDF's own class satisfies it; a test records the calls). */
export interface TakingsPdfDoc {
  setFont(name: string, style?: string): unknown;
  setFontSize(size: number): unknown;
  setTextColor(r: number, g?: number, b?: number): unknown;
  text(text: string | string[], x: number, y: number, options?: { align?: 'left' | 'center' | 'right' }): unknown;
  line(x1: number, y1: number, x2: number, y2: number): unknown;
  splitTextToSize(text: string, width: number): string[];
  addPage(): unknown;
}

export const PDF_FONT = 'DejaVuSans';
const LEFT = 15;
const RIGHT = 195;
const BOTTOM = 282;

/**
 * The raport kasowy on A4 (mm): the day, then each cashier's drawer, the table by method and the day's operations,
 * the totals when there are several cashiers, and lines to sign. Pages break where the text runs out.
 */
export function renderTakingsPdf(doc: TakingsPdfDoc, report: TakingsAttributes, cashiers: TakingsCashier[], printedAt: string): void {
  const c = report.currency;
  let y = 20;
  const room = (height: number) => {
    if (y + height > BOTTOM) {
      doc.addPage();
      y = 20;
    }
  };
  const write = (text: string, size = 10, bold = false, x = LEFT, align: 'left' | 'right' = 'left') => {
    doc.setFont(PDF_FONT, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.text(text, x, y, { align });
  };
  const rule = () => doc.line(LEFT, y + 1.5, RIGHT, y + 1.5);

  write(`Raport kasowy ${formatDate(report.date)}`, 16, true);
  y += 7;
  doc.setTextColor(90, 90, 90);
  write(`Waluta: ${c} · wydrukowano ${printedAt}`, 9);
  doc.setTextColor(0, 0, 0);
  y += 10;

  const methodTable = (methods: TakingsCashier['methods']) => {
    const columns = [LEFT, 70, 98, 126, 157, RIGHT];
    room(6 + 6 * methods.length);
    write('Forma płatności', 9, true);
    METHOD_COLUMNS.forEach((col, i) => write(col.label, 9, true, columns[i + 1], 'right'));
    rule();
    y += 6;
    for (const m of methods) {
      write(methodLabel(m.method), 9);
      METHOD_COLUMNS.forEach((col, i) => write(money(col.value(m), c), 9, col.label === 'Razem', columns[i + 1], 'right'));
      y += 5.5;
    }
    y += 2;
  };
  const drawer = (x: Pick<TakingsCashier, 'opening' | 'cashIn' | 'cashOut' | 'closing'>) => {
    room(24);
    for (const [label, value] of cashLines(x, c)) {
      const last = label.startsWith('Stan kasy na koniec');
      write(label, 10, last);
      write(value, 10, last, RIGHT, 'right');
      y += 5.5;
    }
    y += 3;
  };

  for (const cashier of cashiers) {
    room(40);
    write(cashier.name, 12, true);
    y += 5;
    doc.setTextColor(90, 90, 90);
    write(`Stan początkowy: ${openingSource(cashier)}`, 8);
    doc.setTextColor(0, 0, 0);
    y += 6;
    drawer(cashier);
    methodTable(cashier.methods);
    if (cashier.operations.length > 0) {
      const columns = [LEFT, 28, 85, 130, 160, RIGHT];
      room(12);
      ['Godz.', 'Gość', 'Apartament', 'Rodzaj', 'Forma'].forEach((h, i) => write(h, 9, true, columns[i]));
      write('Kwota', 9, true, RIGHT, 'right');
      rule();
      y += 6;
      for (const op of cashier.operations) {
        room(6);
        write(timeOf(op.createdAt), 9);
        write(doc.splitTextToSize(op.guestName, 54)[0] ?? '', 9, false, columns[1]);
        write(doc.splitTextToSize(op.apartmentName, 42)[0] ?? '', 9, false, columns[2]);
        write(kindLabel(op), 9, false, columns[3]);
        write(methodLabel(op.method), 9, false, columns[4]);
        write(money(signedAmount(op), c), 9, false, RIGHT, 'right');
        y += 5.5;
      }
    }
    y += 6;
  }

  if (cashiers.length > 1) {
    room(50);
    write('Razem', 12, true);
    y += 7;
    const sum = (pick: (x: TakingsCashier) => number) => cashiers.reduce((s, x) => s + pick(x), 0);
    drawer({ opening: sum((x) => x.opening), cashIn: sum((x) => x.cashIn), cashOut: sum((x) => x.cashOut), closing: sum((x) => x.closing) });
    methodTable(
      cashiers[0].methods.map((m) => {
        const of = (pick: (s: TakingsCashier['methods'][number]) => number) => sum((x) => pick(x.methods.find((n) => n.method === m.method)!));
        return { method: m.method, received: of((s) => s.received), refunded: of((s) => s.refunded), depositsHeld: of((s) => s.depositsHeld), depositsReturned: of((s) => s.depositsReturned), net: of((s) => s.net) };
      }),
    );
  }

  room(20);
  y += 12;
  write('Sporządził(a): ............................', 9);
  write('Sprawdził(a): ............................', 9, false, RIGHT, 'right');
}
