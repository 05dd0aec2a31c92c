import { loadPdfDocument } from '../reports';
import type { LegalModel } from './model';

const PAGE = { width: 842, height: 595 };

/** The report as an A4 landscape PDF in the reports' style (DejaVu Sans, title, date, then each table). */
export async function saveLegalPdf(model: LegalModel, fileName: string, printedAt: string): Promise<void> {
  const doc = await loadPdfDocument({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  let y = 40;
  const newPage = () => {
    doc.addPage('a4', 'landscape');
    y = 40;
  };
  doc.setFontSize(16);
  doc.text(model.title, 30, y);
  doc.setFontSize(9);
  doc.setTextColor(80);
  doc.text(`Wygenerowano: ${printedAt}`, PAGE.width - 30, y, { align: 'right' });
  y += 16;
  doc.text(doc.splitTextToSize(model.note, PAGE.width - 60), 30, y);
  y += 24;
  for (const table of model.tables) {
    if (y > PAGE.height - 80) newPage();
    doc.setTextColor(20);
    doc.setFontSize(12);
    doc.text(table.title, 30, y);
    y += 16;
    doc.setFontSize(8);
    const column = (PAGE.width - 60) / table.head.length;
    const row = (cells: string[], bold = false) => {
      if (y > PAGE.height - 30) newPage();
      doc.setTextColor(bold ? 0 : 40);
      cells.forEach((cell, i) => doc.text(doc.splitTextToSize(cell, column - 6)[0] ?? '', 30 + column * i, y));
      y += 12;
    };
    row(table.head, true);
    doc.setDrawColor(180);
    doc.line(30, y - 9, PAGE.width - 30, y - 9);
    for (const cells of table.rows) row(cells);
    if (table.rows.length === 0) row(['(brak)']);
    if (table.foot) row(table.foot, true);
    y += 14;
  }
  doc.save(`${fileName}.pdf`);
}
