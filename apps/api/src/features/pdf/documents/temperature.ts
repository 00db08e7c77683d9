import type { Content } from 'pdfmake/interfaces';
import { contextLine, framed, type PrintContext } from '../render.js';
import { alternativeMark } from './line-notes.js';

/** Food-safety limits printed on the checklist (FDA Food Code: cold holding, hot holding). */
export const SAFE_LIMITS = {
  COLD: 'at or below 41 °F',
  HOT: 'at or above 135 °F',
} as const;

export interface TemperaturePrint extends PrintContext {
  menuName: string;
  /** Each dish, an alternative right after the dish it stands in for. */
  rows: { name: string; servingTemp: string | null; alternativeFor: string | null }[];
}

const BLANK = { text: ' ', margin: [0, 8, 0, 8] } as Content;

/**
 * The temperature checklist (issue #9 3): each dish with its serving temperature and its
 * safe limit, and blank boxes for the readings at departure, arrival, service start and
 * end. An alternative dish is held and checked apart, so it has its own row, marked.
 */
export function temperatureDocument(print: TemperaturePrint) {
  const limit = (temp: string | null) =>
    temp === 'HOT' || temp === 'COLD' ? SAFE_LIMITS[temp] : 'no limit (ambient)';
  return framed(
    {
      title: `Temperature Checklist: ${print.menuName}`,
      subtitle: contextLine(print),
      landscape: true,
    },
    [
      {
        text: `Keep cold food ${SAFE_LIMITS.COLD} and hot food ${SAFE_LIMITS.HOT}. Write each reading in °F with the time and your initials.`,
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 80, 80, 80, 80],
          body: [
            [
              'Element',
              'Serving temperature',
              'Safe limit',
              'Departure',
              'Arrival',
              'Service start',
              'Service end',
            ].map((text) => ({ text, style: 'tableHeader' })),
            ...print.rows.map((row) => [
              {
                stack: [
                  { text: row.name, bold: true },
                  ...(row.alternativeFor ? [alternativeMark(row.alternativeFor)] : []),
                ],
                margin: [0, 8, 0, 8],
              } as Content,
              { text: row.servingTemp ?? '—', margin: [0, 8, 0, 8] } as Content,
              { text: limit(row.servingTemp), margin: [0, 8, 0, 8] } as Content,
              BLANK,
              BLANK,
              BLANK,
              BLANK,
            ]),
          ],
        },
      },
      {
        text: 'Checked by: ______________________   Signature: ______________________',
        margin: [0, 18, 0, 0],
      },
    ],
  );
}
