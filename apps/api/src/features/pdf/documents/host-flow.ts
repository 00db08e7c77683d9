import type { Content } from 'pdfmake/interfaces';
import { contextLine, framed, type PrintContext } from '../render.js';
import { allergenLine, alternativeMark } from './line-notes.js';

/** What the host flow document shows, names resolved (hosts spec 2, issue #9 2). */
export interface HostFlowPrint extends PrintContext {
  name: string;
  cuisineName: string | null;
  description: string;
  allergenNames: string[];
  butcherPaperNotes: string;
  clientNotes: string;
  talkingPoints: string;
  /** In host-flow order; an alternative right after the dish it stands in for. */
  rows: {
    name: string;
    /** An alternative's main dish, as eaters see it; null for a dish of the menu. */
    alternativeFor: string | null;
    servingTemp: string | null;
    utensil: string | null;
    vessel: string | null;
    directionals: string;
    allergenNames: string[];
  }[];
}

const note = (label: string, text: string): Content[] =>
  text.trim() ? [{ text: label, style: 'section' }, { text }] : [];

/**
 * The host's sheet for one service: the menu, the notes, and each dish in serving order
 * with its allergens. An alternative has a row of its own, unnumbered (it is served in its
 * main dish's place, to the eaters who need it), marked and with its own allergens.
 */
export function hostFlowDocument(flow: HostFlowPrint) {
  let number = 0;
  return framed(
    {
      title: `${flow.name} Host Flow`,
      subtitle: [contextLine(flow), flow.cuisineName].filter(Boolean).join(' · '),
    },
    [
      ...(flow.description ? [{ text: flow.description, margin: [0, 0, 0, 6] } as Content] : []),
      { text: `Allergens: ${flow.allergenNames.join(', ') || 'None'}`, bold: true },
      ...note('Butcher Paper Notes', flow.butcherPaperNotes),
      ...note('Client Notes', flow.clientNotes),
      ...note('Talking Points', flow.talkingPoints),
      { text: 'Elements', style: 'section' },
      {
        table: {
          headerRows: 1,
          widths: [14, '*', 'auto', 'auto', 'auto', '*'],
          body: [
            [
              '#',
              'Element',
              'Temperature',
              'Serving Utensil',
              'Serving Vessel',
              'Directionals',
            ].map((text) => ({ text, style: 'tableHeader' })),
            ...flow.rows.map((row) => [
              row.alternativeFor ? '' : String(++number),
              {
                stack: [
                  { text: row.name, bold: true },
                  ...(row.alternativeFor ? [alternativeMark(row.alternativeFor)] : []),
                  { text: allergenLine(row.allergenNames), style: 'muted', fontSize: 8 },
                ],
              },
              row.servingTemp ?? '—',
              row.utensil ?? '—',
              row.vessel ?? '—',
              row.directionals || '—',
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  );
}
