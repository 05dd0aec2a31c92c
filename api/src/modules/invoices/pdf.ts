import fs from 'node:fs';
import path from 'node:path';
import { jsPDF } from 'jspdf';
import type { InvoiceAttributes } from '@gospodarz/contracts';
import { PDF_FONT_FILES, bytesToBinaryString, renderInvoicePdf, type InvoiceQrCode, type PdfConstructor, type PdfFonts } from '@gospodarz/contracts/invoice-pdf';

/** The API's side of the one invoice PDF module: jsPDF's Node build and the DejaVu fonts read from disk once. */
let fonts: PdfFonts | null = null;

function loadFonts(): PdfFonts {
  if (!fonts) {
    const dir = path.dirname(require.resolve('dejavu-fonts-ttf/package.json'));
    const read = (file: string) => bytesToBinaryString(fs.readFileSync(path.join(dir, file)));
    fonts = { regular: read(PDF_FONT_FILES.regular), bold: read(PDF_FONT_FILES.bold) };
  }
  return fonts;
}

/** The invoice as an A4 PDF file; one sent to KSeF carries its verification code KOD I. */
export function invoicePdf(invoice: InvoiceAttributes, qr: InvoiceQrCode | null = null): Buffer {
  const doc = renderInvoicePdf(jsPDF as unknown as PdfConstructor, invoice, loadFonts(), { qr });
  return Buffer.from(doc.output('arraybuffer'));
}
