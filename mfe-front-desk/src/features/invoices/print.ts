import type { InvoiceAttributes } from '@gospodarz/shared';
import type { PdfConstructor } from '@gospodarz/shared/invoice-pdf';

/**
 * The invoice PDF in the browser: the same layout module the API attaches to e-mails (@gospodarz/shared/invoice-pdf,
 * from the contracts package), jsPDF and the DejaVu Sans fonts, all fetched only when the host prints, never with
 * the list (each is a chunk of its own; the fonts, about 1.4 MB, are asset files the browser caches).
 */
async function fontFile(url: URL): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${response.status}`);
  const { bytesToBinaryString } = await import('@gospodarz/shared/invoice-pdf');
  return bytesToBinaryString(new Uint8Array(await response.arrayBuffer()));
}

/** KSeF's verification code KOD I of an invoice sent to KSeF: its link, and the KSeF number (null: not given yet). */
export interface InvoiceKsefCode {
  verificationUrl: string;
  ksefNumber: string | null;
  /** KOD II of an invoice issued offline, signed with the host's offline certificate */
  certificateUrl?: string | null;
}

/** The PDF; an invoice sent to KSeF carries KOD I (drawn from uqr's encoding, as the API's PDF), its number and link. */
export async function invoicePdfFile(invoice: InvoiceAttributes, ksef: InvoiceKsefCode | null = null): Promise<{ blob: Blob; fileName: string }> {
  const [{ jsPDF }, layout, regular, bold, qr] = await Promise.all([
    import('jspdf'),
    import('@gospodarz/shared/invoice-pdf'),
    fontFile(new URL('dejavu-fonts-ttf/ttf/DejaVuSans.ttf', import.meta.url)),
    fontFile(new URL('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', import.meta.url)),
    ksef ? import('uqr') : null,
  ]);
  const certificate = ksef?.certificateUrl && qr ? { modules: qr.encode(ksef.certificateUrl, { ecc: 'M', border: 0 }).data, link: ksef.certificateUrl } : null;
  const code = ksef && qr ? { modules: qr.encode(ksef.verificationUrl, { ecc: 'M', border: 0 }).data, link: ksef.verificationUrl, label: ksef.ksefNumber ?? 'OFFLINE', certificate } : null;
  const doc = layout.renderInvoicePdf(jsPDF as unknown as PdfConstructor, invoice, { regular, bold }, { qr: code });
  return { blob: new Blob([doc.output('arraybuffer')], { type: 'application/pdf' }), fileName: layout.invoiceFileName(invoice.number, 'pdf') };
}

/** Hands a file to the browser as a download. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
