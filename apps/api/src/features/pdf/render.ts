import { formatUsDate } from '@catering/domain';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * PDF rendering with pdfmake's standard PDF fonts (Helvetica): nothing to download or
 * embed, and they cover Windows-1252 (accents, &, ½), which every name here fits. Only
 * those font names may be "read"; no URL may be fetched (a document is data only).
 */
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setLocalAccessPolicy((path: string) => STANDARD_FONTS.has(path));
pdfmake.setUrlAccessPolicy(() => false);

/** Who prints the documents (DESIGN.md 7: every document carries it). */
export const OPERATOR_NAME = 'Catering Operations Console';

/** Where and when a document applies: a scheduled service, or a master menu printed today. */
export interface PrintContext {
  /** Null for a master menu, which belongs to no market. */
  marketName: string | null;
  /** A master menu's applicable lines, joined. */
  serviceLineName: string;
  /** The service date; for a master menu, the day it was printed. */
  date: string;
  dateIsPrintDate?: boolean;
}

/** "Phoenix · Lunch · 12/08/2026", or "Master menu · Lunch, Dinner · Printed 11/24/2026". */
export function contextLine(context: PrintContext): string {
  const date = `${context.dateIsPrintDate ? 'Printed ' : ''}${formatUsDate(context.date)}`;
  return [context.marketName ?? 'Master menu', context.serviceLineName, date]
    .filter(Boolean)
    .join(' · ');
}

/** The context line of a day's numbers. */
export const dayLine = (numbers: {
  market: { name: string };
  serviceLine: { name: string };
  date: string;
}) =>
  contextLine({
    marketName: numbers.market.name,
    serviceLineName: numbers.serviceLine.name,
    date: numbers.date,
  });

export interface DocumentFrame {
  title: string;
  /** "Phoenix · Lunch · 12/08/2026": what the document is about. */
  subtitle: string;
  landscape?: boolean;
}

/**
 * The house frame of every document: US Letter, black on white, the operator and the
 * document's subject on every page, page numbers in the footer.
 */
export function framed(frame: DocumentFrame, content: Content[]): TDocumentDefinitions {
  return {
    pageSize: 'LETTER',
    pageOrientation: frame.landscape ? 'landscape' : 'portrait',
    pageMargins: [36, 54, 36, 48],
    info: { title: `${frame.title} ${frame.subtitle}`, creator: OPERATOR_NAME },
    defaultStyle: { font: 'Helvetica', fontSize: 9, color: '#000000' },
    styles: {
      title: { fontSize: 16, bold: true, margin: [0, 0, 0, 2] },
      subtitle: { fontSize: 11, margin: [0, 0, 0, 10] },
      section: { fontSize: 12, bold: true, margin: [0, 12, 0, 6] },
      tableHeader: { bold: true, fillColor: '#e6e6e6' },
      muted: { color: '#444444' },
    },
    header: (page) => ({
      columns: [
        { text: OPERATOR_NAME, bold: true },
        { text: page > 1 ? `${frame.title} · ${frame.subtitle}` : '', alignment: 'right' },
      ],
      margin: [36, 24, 36, 0],
      fontSize: 8,
    }),
    footer: (page, pages) => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 16, 0, 0],
    }),
    content: [
      { text: frame.title, style: 'title' },
      { text: frame.subtitle, style: 'subtitle' },
      ...content,
    ],
  };
}

export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(document).getBuffer();
}
