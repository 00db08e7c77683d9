import {
  type AmountUnits,
  type ContainerCalculation,
  formatAmount,
  formatContainerCell,
  formatContainerTotal,
  formatCount,
} from '@catering/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { type DocumentFrame, dayLine, framed } from '../render.js';
import { type AddOnNumbers, addOnTotalsTable } from './add-ons.js';
import { leftOutNote } from './left-out.js';
import { kitchenNameCell } from './line-notes.js';

const header = (labels: string[]): TableCell[] =>
  labels.map((text) => ({ text, style: 'tableHeader' }));

/**
 * Chef Daily Numbers on paper (issue #9 1): what was left out, what to cook per element,
 * every account's containers, as the screen shows them (docs/calculations.md 6), in the
 * chosen unit, then the day's add-ons.
 */
export function chefNumbersDocument(
  numbers: ContainerCalculation,
  units: AmountUnits,
  addOns: AddOnNumbers,
) {
  const frame: DocumentFrame = {
    title: `Chef Daily Numbers: ${numbers.scheduledMenu.name}`,
    subtitle: dayLine(numbers),
    landscape: true,
  };
  const lines = numbers.containerTotals;
  const amount = (value: number, line: (typeof lines)[number]) =>
    formatAmount(value, line.portionUnit, units);
  const content: Content[] = [...leftOutNote(numbers)];
  content.push(
    { text: 'What to cook', style: 'section' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
        body: [
          header([
            'Element',
            'Type',
            'Container',
            'Per person',
            'Per container',
            'Eaters',
            'Containers',
            'Portion needed',
            'Rounded portion',
          ]),
          ...lines.map((line) => [
            kitchenNameCell(line, lines),
            line.elementTypeName,
            line.container.name,
            formatAmount(line.portionPerPerson, line.portionUnit, 'oz'),
            amount(line.portionPerContainer, line),
            formatCount(line.eaters),
            formatContainerTotal(line.containerCount, line.halfCount, line.container.allowsHalf),
            amount(line.portion, line),
            amount(line.roundedPortion, line),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: 'Containers per account', style: 'section' },
  );
  if (!numbers.accountSummaries.length)
    content.push({ text: 'There are no calculations to display.' });
  else
    content.push({
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', ...lines.map(() => 'auto' as const)],
        body: [
          header([
            'Account',
            'Protein',
            'Veg',
            ...lines.map((line) => (line.isAlternative ? `${line.name} (alternative)` : line.name)),
          ]),
          ...numbers.accountSummaries.map((account) => [
            account.account.name,
            formatCount(account.proteins),
            formatCount(account.veggies),
            ...lines.map((line) => {
              const own = account.elements.find((element) => element.key === line.key);
              return own ? formatContainerCell(own.containerCount, own.halfCount) : '—';
            }),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: lines.length > 10 ? 7 : 8,
    });
  content.push(...addOnTotalsTable(addOns));
  return framed(frame, content);
}
