import { formatDateTime, type TakingsAttributes, type TakingsCashier } from '@gospodarz/shared';
import { PDF_FONT, renderTakingsPdf } from './pdf';

/**
 * The raport kasowy as a PDF, made in the browser when the host prints: jsPDF and the DejaVu Sans fonts (jsPDF's own
 * have no Polish letters) are fetched only then, as the invoices' print does.
 */
async function fontFile(url: URL): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${response.status}`);
  const { bytesToBinaryString } = await import('@gospodarz/shared/invoice-pdf');
  return bytesToBinaryString(new Uint8Array(await response.arrayBuffer()));
}

export async function saveTakingsPdf(report: TakingsAttributes, cashiers: TakingsCashier[]): Promise<void> {
  const [{ jsPDF }, regular, bold] = await Promise.all([
    import('jspdf'),
    fontFile(new URL('dejavu-fonts-ttf/ttf/DejaVuSans.ttf', import.meta.url)),
    fontFile(new URL('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', import.meta.url)),
  ]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  doc.addFileToVFS(`${PDF_FONT}.ttf`, regular);
  doc.addFont(`${PDF_FONT}.ttf`, PDF_FONT, 'normal');
  doc.addFileToVFS(`${PDF_FONT}-Bold.ttf`, bold);
  doc.addFont(`${PDF_FONT}-Bold.ttf`, PDF_FONT, 'bold');
  doc.setProperties({ title: `Raport kasowy ${report.date}` });
  renderTakingsPdf(doc, report, cashiers, formatDateTime(new Date()));
  doc.save(`Raport kasowy ${report.date}.pdf`);
}
