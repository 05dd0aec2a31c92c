import { jsPDF, type jsPDFOptions } from 'jspdf';
import { svg2pdf } from 'svg2pdf.js';
import { COLORS } from '../components/ReportChart';
import { tableOf, type ChartModel } from '../model';

// jsPDF's own fonts have no Polish letters: DejaVu Sans is embedded (loaded with this module, only on export).
const FONT_URL = new URL('../../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', import.meta.url);
const FONT = 'DejaVuSans';
/** The spec's landscape page, in px. */
const PAGE = { width: 1384, height: 516 };

let fontData: Promise<string> | null = null;

function fontBase64(): Promise<string> {
  fontData ??= fetch(FONT_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`font: ${response.status}`);
      return response.arrayBuffer();
    })
    .then((buffer) => {
      const bytes = new Uint8Array(buffer);
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    });
  fontData.catch(() => (fontData = null));
  return fontData;
}

export interface PdfInput {
  model: ChartModel;
  /** the tab's label: the file is named after it */
  fileName: string;
  /** 'Apartament: wszystkie · Okres: ostatnie 12 miesięcy · z poprzednim rokiem' */
  filters: string;
  /** the chart as drawn on screen */
  svg: SVGSVGElement;
  /** 'dd.MM.yyyy HH:mm' */
  printedAt: string;
}

/** A jsPDF document with DejaVu Sans set (Polish letters), for the section's other printouts (the legal reports). */
export async function documentWithFont(options: jsPDFOptions): Promise<jsPDF> {
  const doc = new jsPDF(options);
  doc.addFileToVFS(`${FONT}.ttf`, await fontBase64());
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');
  return doc;
}

/** The report as a landscape PDF: title, filters, date, legend, and the chart as vector graphics. Returns the document. */
export async function buildReportPdf({ model, filters, svg, printedAt }: PdfInput): Promise<jsPDF> {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'px', format: [PAGE.width, PAGE.height], hotfixes: ['px_scaling'] });
  doc.addFileToVFS(`${FONT}.ttf`, await fontBase64());
  doc.addFont(`${FONT}.ttf`, FONT, 'normal');
  doc.setFont(FONT, 'normal');
  doc.setFontSize(22);
  doc.text(model.title, 30, 38);
  doc.setFontSize(12);
  doc.setTextColor(80);
  doc.text(filters, 30, 58);
  doc.text(`Wygenerowano: ${printedAt}`, PAGE.width - 30, 38, { align: 'right' });
  // the legend again in text, beside the one drawn in the chart
  let x = 30;
  model.series.forEach((series, i) => {
    doc.setFillColor(COLORS[i % COLORS.length]);
    doc.rect(x, 68, 10, 10, 'F');
    doc.text(series.label, x + 14, 77);
    x += doc.getTextWidth(series.label) + 34;
  });
  const clone = svg.cloneNode(true) as SVGSVGElement;
  // the chart keeps its proportions (a phone draws it 720 wide, a wider screen 1200), as large as the page allows, centred
  const box = svg.viewBox.baseVal;
  const ratio = (box?.height || 420) / (box?.width || 1200);
  const width = Math.min(PAGE.width - 60, (PAGE.height - 100) / ratio);
  await svg2pdf(clone, doc, { x: (PAGE.width - width) / 2, y: 90, width, height: width * ratio });
  addTablePage(doc, model);
  return doc;
}

/** A second page with the chart's numbers (the tooltips do not print). */
function addTablePage(doc: jsPDF, model: ChartModel): void {
  const { head, rows } = tableOf(model);
  doc.addPage([PAGE.width, PAGE.height], 'landscape');
  doc.setTextColor(20);
  doc.setFontSize(16);
  doc.text(`${model.title}: tabela danych`, 30, 34);
  const size = rows.length > 20 ? 10 : 12;
  const line = Math.min(20, (PAGE.height - 80) / (rows.length + 1));
  doc.setFontSize(size);
  const first = 170;
  const column = (PAGE.width - 60 - first) / Math.max(1, head.length - 1);
  const x = (i: number) => (i === 0 ? 30 : 30 + first + column * i);
  head.forEach((text, i) => doc.text(text, x(i), 60, { align: i === 0 ? 'left' : 'right', maxWidth: i === 0 ? first : column - 8 }));
  rows.forEach((row, r) => row.forEach((text, i) => doc.text(text, x(i), 60 + line * (r + 1), { align: i === 0 ? 'left' : 'right' })));
}

export async function saveReportPdf(input: PdfInput): Promise<void> {
  const doc = await buildReportPdf(input);
  doc.save(`${input.fileName}.pdf`);
}
