import type { Content } from 'pdfmake/interfaces';
import { contextLine, framed, type PrintContext } from '../render.js';

/** What the host flow document shows, names resolved (hosts spec 2, issue #9 2). */
export interface HostFlowPrint extends PrintContext {
  name: string;
  cuisineName: string | null;
  description: string;
  allergenNames: string[];
  butcherPaperNotes: string;
  clientNotes: string;
  talkingPoints: string;
  /** In host-flow order. */
  rows: {
    name: string;
    servingTemp: string | null;
    utensil: string | null;
    vessel: string | null;
    directionals: string;
    allergenNames: string[];
  }[];
}

const note = (label: string, text: string): Content[] =>
  text.trim() ? [{ text: label, style: 'section' }, { text }] : [];

/** The host's sheet for one service: the menu, the notes, and each dish in serving order. */
export function hostFlowDocument(flow: HostFlowPrint) {
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
            ...flow.rows.map((row, index) => [
              String(index + 1),
              {
                stack: [
                  { text: row.name, bold: true },
                  ...(row.allergenNames.length
                    ? [{ text: row.allergenNames.join(', '), style: 'muted', fontSize: 8 }]
                    : []),
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
