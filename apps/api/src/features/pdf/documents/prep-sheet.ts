import { type ContainerCalculation, formatAmount, formatContainerTotal } from '@catering/domain';
import type { Content } from 'pdfmake/interfaces';
import { dayLine, framed } from '../render.js';

/** A line's kitchen notes, by scheduled element id. */
export type PrepNotes = Record<string, { ingredients: string; method: string }>;

/**
 * The prep sheet (issue #9 6): per line, what to make and how: type, container, portion
 * per container, full and half counts, the weight to cook (the rounded portion, in pounds
 * where it is weighed in ounces), ingredients and method.
 */
export function prepSheetDocument(numbers: ContainerCalculation, notes: PrepNotes) {
  const content: Content[] = numbers.containerTotals.map((line) => {
    const note = notes[line.scheduledElementId];
    const name = line.isAlternative ? `${line.name} (alternative)` : line.name;
    return {
      unbreakable: true,
      margin: [0, 0, 0, 10],
      stack: [
        { text: name, style: 'section', margin: [0, 6, 0, 4] },
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
                String(line.eaters),
              ],
            ].map((row) => row.map((text, i) => (i % 2 === 0 ? { text, bold: true } : text))),
          },
          layout: 'noBorders',
        },
        { text: 'Ingredients', bold: true, margin: [0, 4, 0, 0] },
        { text: note?.ingredients || '—' },
        { text: 'Method', bold: true, margin: [0, 4, 0, 0] },
        { text: note?.method || '—' },
      ],
    } as Content;
  });
  for (const warning of numbers.warnings) content.unshift({ text: warning, style: 'muted' });
  return framed(
    {
      title: `Prep Sheet: ${numbers.scheduledMenu.name}`,
      subtitle: dayLine(numbers),
    },
    content.length ? content : [{ text: numbers.error ?? 'There are no calculations to display.' }],
  );
}
