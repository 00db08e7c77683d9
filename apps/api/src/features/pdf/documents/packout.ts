import { type ContainerCalculation, formatContainerCell } from '@catering/domain';
import type { Content } from 'pdfmake/interfaces';
import { dayLine, framed } from '../render.js';

/**
 * An empty box to tick (drawn: the standard fonts have no ballot box). A new node each
 * time: pdfmake writes layout positions into the nodes it is given.
 */
const tickBox = (): Content => ({
  canvas: [{ type: 'rect', x: 0, y: 1, w: 8, h: 8, lineWidth: 0.8 }],
});

/**
 * The packout sheet (issue #9 4): per account, each line's containers (full and half) and
 * container type, with a box to tick as it is packed. An account starts on its own block,
 * never split over a page.
 */
export function packoutDocument(numbers: ContainerCalculation) {
  const content: Content[] = numbers.accountSummaries.map((account) => {
    const rows = numbers.containerTotals.flatMap((line) => {
      const own = account.elements.find((element) => element.key === line.key);
      if (!own || own.containerCount + own.halfCount === 0) return [];
      return [
        [
          tickBox(),
          line.name,
          formatContainerCell(own.containerCount, own.halfCount),
          line.container.name,
        ],
      ];
    });
    return {
      unbreakable: true,
      stack: [
        { text: account.account.name, style: 'section' },
        {
          text: `${account.headCount} eaters (${account.veggies} veg, ${account.accommodations} with accommodations)`,
          style: 'muted',
        },
        rows.length
          ? {
              table: {
                headerRows: 1,
                widths: [14, '*', 80, 100],
                body: [
                  ['', 'Element', 'Containers', 'Container'].map((text) => ({
                    text,
                    style: 'tableHeader',
                  })),
                  ...rows,
                ],
              },
              layout: 'lightHorizontalLines',
              margin: [0, 4, 0, 0],
            }
          : { text: 'Nothing to pack.' },
      ],
    } as Content;
  });
  return framed(
    {
      title: `Packout: ${numbers.scheduledMenu.name}`,
      subtitle: dayLine(numbers),
    },
    content.length ? content : [{ text: 'There are no calculations to display.' }],
  );
}
