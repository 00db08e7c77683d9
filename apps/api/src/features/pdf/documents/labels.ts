import { type ContainerCalculation, formatUsDate } from '@catering/domain';
import { type LabelLine, LabelSheet, type LabelStyle } from '../label-sheet.js';
import { OPERATOR_NAME } from '../render.js';

/**
 * Container labels (issue #9 7) on the standard 2 x 4 inch sheet, 10 a page (two columns
 * of five; Avery 5163 / 8163 geometry: 0.5 in top margin, 0.156 in sides, 0.1875 in
 * between the columns). One label per container an account gets, halves marked. Written
 * with the label sheet writer: a big day is thousands of pages (docs/documents.md).
 */
const INCH = 72;
const LABEL = { width: 4 * INCH, height: 2 * INCH };
const MARGINS = { top: 0.5 * INCH, side: 0.15625 * INCH, gap: 0.1875 * INCH };
const PER_PAGE = 10;

export interface ContainerLabel {
  accountName: string;
  elementName: string;
  containerName: string;
  /** Its place among the account's containers of this line: n of N. */
  number: number;
  of: number;
  half: boolean;
  allergenNames: string[];
}

/** Every container of every account, in the accounts' order then the menu's. */
export function containerLabels(
  numbers: ContainerCalculation,
  allergensByElement: Record<string, string[]>,
): ContainerLabel[] {
  return numbers.accountSummaries.flatMap((account) =>
    numbers.containerTotals.flatMap((line) => {
      const own = account.elements.find((element) => element.key === line.key);
      const count = (own?.containerCount ?? 0) + (own?.halfCount ?? 0);
      return Array.from({ length: count }, (_, index) => ({
        accountName: account.account.name,
        elementName: line.isAlternative ? `${line.name} (alternative)` : line.name,
        containerName: line.container.name,
        number: index + 1,
        of: count,
        // The half container is the last of the account's line.
        half: index === count - 1 && (own?.halfCount ?? 0) > 0,
        allergenNames: allergensByElement[line.scheduledElementId] ?? [],
      }));
    }),
  );
}

/** The label's kinds of line, top-down. */
const STYLES = {
  account: { font: 'Helvetica-Bold', size: 12 },
  element: { font: 'Helvetica', size: 11, maxLines: 2, gap: 3 },
  container: { font: 'Helvetica', size: 9, gap: 3 },
  subject: { font: 'Helvetica', size: 9 },
  allergens: { font: 'Helvetica-Bold', size: 9, maxLines: 2, gap: 3 },
  operator: { font: 'Helvetica', size: 6, gap: 4 },
  notice: { font: 'Helvetica', size: 11 },
} satisfies Record<string, LabelStyle>;

function labelLines(label: ContainerLabel, subject: string): LabelLine[] {
  const half = label.half ? ' (half)' : '';
  return [
    { style: STYLES.account, text: label.accountName },
    { style: STYLES.element, text: label.elementName },
    {
      style: STYLES.container,
      text: `Container ${label.number} of ${label.of}${half} · ${label.containerName}`,
    },
    { style: STYLES.subject, text: subject },
    { style: STYLES.allergens, text: `Allergens: ${label.allergenNames.join(', ') || 'none'}` },
    { style: STYLES.operator, text: OPERATOR_NAME },
  ];
}

/** Inside a label: room from its edges, so the text survives a slightly shifted feed. */
const PADDING = 10;

export async function labelsPdf(
  numbers: ContainerCalculation,
  allergensByElement: Record<string, string[]>,
): Promise<Buffer> {
  const labels = containerLabels(numbers, allergensByElement);
  const subject = `${numbers.serviceLine.name} · ${formatUsDate(numbers.date)}`;
  const sheet = new LabelSheet(
    { title: `Labels ${numbers.scheduledMenu.name} ${subject}`, creator: OPERATOR_NAME },
    LABEL.width - 2 * PADDING,
  );
  if (labels.length === 0) {
    sheet.addPage();
    sheet.writeLines(MARGINS.side + PADDING, MARGINS.top, [
      { style: STYLES.notice, text: 'There are no containers to label.' },
    ]);
  }
  labels.forEach((label, index) => {
    const slot = index % PER_PAGE;
    if (slot === 0) sheet.addPage();
    const column = slot % 2;
    const row = Math.floor(slot / 2);
    const x = MARGINS.side + column * (LABEL.width + MARGINS.gap) + PADDING;
    const y = MARGINS.top + row * LABEL.height + PADDING;
    sheet.writeLines(x, y, labelLines(label, subject));
  });
  return sheet.end();
}
