import fs from 'node:fs';
import path from 'node:path';
import { jsPDF } from 'jspdf';
import type { OwnerStatementAttributes } from '@gospodarz/contracts';
import { PDF_FONT_FILES, bytesToBinaryString, renderOwnerStatementPdf, type OwnerStatementPdfParties, type PdfConstructor, type PdfFonts } from '@gospodarz/contracts/invoice-pdf';

let fonts: PdfFonts | null = null;

function loadFonts(): PdfFonts {
  if (!fonts) {
    const dir = path.dirname(require.resolve('dejavu-fonts-ttf/package.json'));
    const read = (file: string) => bytesToBinaryString(fs.readFileSync(path.join(dir, file)));
    fonts = { regular: read(PDF_FONT_FILES.regular), bold: read(PDF_FONT_FILES.bold) };
  }
  return fonts;
}

/** The owner's statement as an A4 PDF, drawn by the invoices' layout module. */
export function statementPdf(statement: OwnerStatementAttributes, parties: OwnerStatementPdfParties): Buffer {
  const doc = renderOwnerStatementPdf(jsPDF as unknown as PdfConstructor, statement, parties, loadFonts());
  return Buffer.from(doc.output('arraybuffer'));
}
