import { type ContainerCalculation, formatContainerCell, formatCount } from '@catering/domain';
import type { Content } from 'pdfmake/interfaces';
import { dayLine, framed } from '../render.js';
import { type AddOnNumbers, accountAddOnsTable, anyAddOnOrdered, NO_ADD_ONS } from './add-ons.js';
import { leftOutNote } from './left-out.js';
import { kitchenName } from './line-notes.js';

/**
 * An empty box to tick (drawn: the standard fonts have no ballot box). A new node each
 * time: pdfmake writes layout positions into the nodes it is given.
 */
const tickBox = (): Content => ({
  canvas: [{ type: 'rect', x: 0, y: 1, w: 8, h: 8, lineWidth: 0.8 }],
});

type Account = ContainerCalculation['accountSummaries'][number]['account'];
type AccountAddOns = AddOnNumbers['summaries'][number]['addOns'];

/**
 * The packout sheet (issue #9 4, #20): what the day's numbers left out, boxed at the top;
 * then per account, each line's containers (full and half) and container type, and the
 * account's add-ons with their quantities, each with a box to tick as it is packed. An
 * account starts on its own block, never split over a page.
 */
export function packoutDocument(numbers: ContainerCalculation, addOns: AddOnNumbers) {
  const addOnsOf = new Map(addOns.summaries.map((s) => [s.account.id, s.addOns]));
  const blocks: Content[] = numbers.accountSummaries.map((account) => {
    const rows = numbers.containerTotals.flatMap((line) => {
      const own = account.elements.find((element) => element.key === line.key);
      if (!own || own.containerCount + own.halfCount === 0) return [];
      return [
        [
          tickBox(),
          kitchenName(line, numbers.containerTotals),
          formatContainerCell(own.containerCount, own.halfCount),
          line.container.name,
        ],
      ];
    });
    return accountBlock(
      account.account,
      `${formatCount(account.headCount)} eaters (${formatCount(account.veggies)} veg, ${formatCount(account.accommodations)} with accommodations)`,
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
        : { text: 'No containers to pack.' },
      addOnsOf.get(account.account.id) ?? [],
    );
  });
  // An account may order add-ons on a day it has no eaters counted: it is packed all the same.
  const counted = new Set(numbers.accountSummaries.map((a) => a.account.id));
  for (const summary of addOns.summaries)
    if (
      !counted.has(summary.account.id) &&
      summary.addOns.some((type) => type.slots.some((slot) => slot.quantity > 0))
    )
      blocks.push(
        accountBlock(
          summary.account,
          'No eaters counted',
          { text: 'No containers to pack.' },
          summary.addOns,
        ),
      );
  const content: Content[] = [
    ...leftOutNote(numbers),
    ...(anyAddOnOrdered(addOns) ? [] : [{ text: NO_ADD_ONS, style: 'muted' } as Content]),
    ...(blocks.length ? blocks : [{ text: 'There are no calculations to display.' }]),
  ];
  return framed(
    { title: `Packout: ${numbers.scheduledMenu.name}`, subtitle: dayLine(numbers) },
    content,
  );
}

function accountBlock(
  account: Account,
  eaters: string,
  containers: Content,
  addOns: AccountAddOns,
): Content {
  return {
    unbreakable: true,
    stack: [
      { text: account.name, style: 'section' },
      { text: eaters, style: 'muted' },
      containers,
      ...accountAddOnsTable(addOns, tickBox),
    ],
  } as Content;
}
