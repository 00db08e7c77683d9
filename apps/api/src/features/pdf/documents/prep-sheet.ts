import {
  type ContainerCalculation,
  formatAmount,
  formatContainerTotal,
  formatCount,
  shareNote,
} from '@catering/domain';
import type { Content } from 'pdfmake/interfaces';
import { dayLine, framed } from '../render.js';
import { leftOutNote } from './left-out.js';
import { allergenLine, kitchenName, type LineNotesByKey } from './line-notes.js';

/**
 * The prep sheet (issue #9 6, #20 1-2): what the day's numbers left out, boxed at the top;
 * then per line, what to make and how: type, container, portion per container, full and
 * half counts, the weight to cook (the rounded portion, in pounds where it is weighed in
 * ounces), allergens, ingredients and method. An alternative line prints its own name,
 * allergens, ingredients and method, and names the dish it stands in for.
 */
/** "34 (33.34% of Sandwich eaters)" for a line that feeds a share of its type. */
function eatersOf(line: ContainerCalculation['containerTotals'][number]) {
  const share = shareNote(line);
  return share ? `${formatCount(line.eaters)} (${share})` : formatCount(line.eaters);
}

export function prepSheetDocument(numbers: ContainerCalculation, notes: LineNotesByKey) {
  const lines = numbers.containerTotals;
  const sections: Content[] = lines.map((line) => {
    const note = notes[line.key];
    return {
      unbreakable: true,
      margin: [0, 0, 0, 10],
      stack: [
        { text: kitchenName(line, lines), style: 'section', margin: [0, 6, 0, 4] },
        {
          table: {
            widths: ['auto', '*', 'auto', '*'],
            body: [
              ['Type', line.elementTypeName, 'Container', line.container.name],
              [
                'Per container',
                formatAmount(line.portionPerContainer, line.portionUnit, 'oz'),
                'Containers',
                formatContainerTotal(
                  line.containerCount,
                  line.halfCount,
                  line.container.allowsHalf,
                ),
              ],
              [
                'Weight to cook',
                formatAmount(line.roundedPortion, line.portionUnit, 'lbs'),
                'Eaters',
                eatersOf(line),
              ],
            ].map((row) => row.map((text, i) => (i % 2 === 0 ? { text, bold: true } : text))),
          },
          layout: 'noBorders',
        },
        {
          text: note ? allergenLine(note.allergenNames) : 'Allergens: not recorded',
          bold: true,
          margin: [0, 4, 0, 0],
        },
        { text: 'Ingredients', bold: true, margin: [0, 4, 0, 0] },
        { text: note?.ingredients || '—' },
        { text: 'Method', bold: true, margin: [0, 4, 0, 0] },
        { text: note?.method || '—' },
      ],
    } as Content;
  });
  return framed(
    { title: `Prep Sheet: ${numbers.scheduledMenu.name}`, subtitle: dayLine(numbers) },
    [
      ...leftOutNote(numbers),
      ...(sections.length || numbers.error
        ? sections
        : [{ text: 'There are no calculations to display.' }]),
    ],
  );
}
