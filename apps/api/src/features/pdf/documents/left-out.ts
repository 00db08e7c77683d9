import type { ContainerCalculation } from '@catering/domain';
import type { Content } from 'pdfmake/interfaces';

/**
 * What the day's numbers left out and why (the elements missing type, container or
 * portion, an Is Alt row nobody eats…), boxed at the top of every document that prints
 * them: a line missing from a sheet must never go unnoticed (issue #20 6). Nothing when
 * nothing was left out.
 */
export function leftOutNote(numbers: Pick<ContainerCalculation, 'error' | 'warnings'>): Content[] {
  const notes = [numbers.error, ...numbers.warnings].filter((note): note is string =>
    Boolean(note),
  );
  if (!notes.length) return [];
  return [
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: 'Left out:', bold: true, fontSize: 11, margin: [0, 0, 0, 2] },
                { ul: notes.map((note) => ({ text: note, bold: true })) },
              ],
              margin: [6, 4, 6, 4],
            },
          ],
        ],
      },
      layout: {
        hLineWidth: () => 1.5,
        vLineWidth: () => 1.5,
      },
      margin: [0, 0, 0, 10],
    } as Content,
  ];
}
