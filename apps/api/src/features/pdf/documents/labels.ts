import { type ContainerCalculation, formatUsDate } from '@catering/domain';
import { type LabelLine, LabelSheet, type LabelStyle } from '../label-sheet.js';
import { OPERATOR_NAME } from '../render.js';
import { allergenLine, type LineNotesByKey } from './line-notes.js';

/**
 * Container labels (issue #9 7, #20 3) on the standard 2 x 4 inch sheet, 10 a page (two
 * columns of five; Avery 5163 / 8163 geometry: 0.5 in top margin, 0.156 in sides, 0.1875
 * in between the columns). One label per container an account gets, halves marked, with
 * the name eaters see (the label name when set). An alternative's containers get labels of
 * their own, marked as the alternative, with its own allergens. Written with the label
 * sheet writer: a big day is thousands of pages (docs/documents.md).
 */
const INCH = 72;
const LABEL = { width: 4 * INCH, height: 2 * INCH };
const MARGINS = { top: 0.5 * INCH, side: 0.15625 * INCH, gap: 0.1875 * INCH };
const PER_PAGE = 10;

export interface ContainerLabel {
  accountName: string;
  elementName: string;
  /** On an alternative's label: the dish it stands in for, as eaters know it. */
  alternativeFor: string | null;
  containerName: string;
  /** Its place among the account's containers of this line: n of N. */
  number: number;
  of: number;
  half: boolean;
  /** Null when the line's allergens are not known (the label says so, never "none"). */
  allergenNames: string[] | null;
}

/** Every container of every account, in the accounts' order then the menu's. */
export function containerLabels(
  numbers: ContainerCalculation,
  notes: LineNotesByKey,
): ContainerLabel[] {
  return numbers.accountSummaries.flatMap((account) =>
    numbers.containerTotals.flatMap((line) => {
      const own = account.elements.find((element) => element.key === line.key);
      const count = (own?.containerCount ?? 0) + (own?.halfCount ?? 0);
      const note = notes[line.key];
      return Array.from({ length: count }, (_, index) => ({
        accountName: account.account.name,
        elementName: note?.labelName || line.name,
        alternativeFor: line.isAlternative ? (note?.alternativeFor ?? '') : null,
        containerName: line.container.name,
        number: index + 1,
        of: count,
        // The half container is the last of the account's line.
        half: index === count - 1 && (own?.halfCount ?? 0) > 0,
        allergenNames: note?.allergenNames ?? null,
      }));
    }),
  );
}

/** The label's kinds of line, top-down. */
const STYLES = {
  account: { font: 'Helvetica-Bold', size: 12 },
  alternative: { font: 'Helvetica-Bold', size: 9, gap: 3 },
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
    ...(label.alternativeFor === null
      ? []
      : [
          {
            style: STYLES.alternative,
            text: label.alternativeFor
              ? `ALTERNATIVE for ${label.alternativeFor}`
              : 'ALTERNATIVE DISH',
          },
        ]),
    { style: STYLES.element, text: label.elementName },
    {
      style: STYLES.container,
      text: `Container ${label.number} of ${label.of}${half} · ${label.containerName}`,
    },
    { style: STYLES.subject, text: subject },
    {
      style: STYLES.allergens,
      text: label.allergenNames ? allergenLine(label.allergenNames) : 'Allergens: not recorded',
    },
    { style: STYLES.operator, text: OPERATOR_NAME },
  ];
}

/** Inside a label: room from its edges, so the text survives a slightly shifted feed. */
const PADDING = 10;

/** A cover page spans the sheet, an inch in from each side. */
const COVER = { x: INCH, width: 8.5 * INCH - 2 * INCH };
const COVER_STYLES = {
  title: { font: 'Helvetica-Bold', size: 16, width: COVER.width },
  subject: { font: 'Helvetica', size: 11, gap: 2, width: COVER.width },
  heading: { font: 'Helvetica-Bold', size: 14, width: COVER.width - 24 },
  note: { font: 'Helvetica-Bold', size: 11, maxLines: 12, gap: 6, width: COVER.width - 24 },
  body: { font: 'Helvetica', size: 11, maxLines: 3, gap: 18, width: COVER.width },
} satisfies Record<string, LabelStyle>;

/**
 * The first page when the day's numbers left something out: label stock carries no
 * header, and a line without labels is noticed only if the sheet says so before the
 * labels are stuck on. Boxed, above a line saying where the labels start.
 */
function writeCover(
  sheet: LabelSheet,
  numbers: ContainerCalculation,
  notes: string[],
  labelCount: number,
) {
  sheet.addPage();
  let y = sheet.writeLines(COVER.x, INCH, [
    { style: COVER_STYLES.title, text: `Labels: ${numbers.scheduledMenu.name}` },
    {
      style: COVER_STYLES.subject,
      text: `${numbers.market.name} · ${numbers.serviceLine.name} · ${formatUsDate(numbers.date)}`,
    },
  ]);
  const boxTop = y + 14;
  y = sheet.writeLines(COVER.x + 12, boxTop + 10, [
    { style: COVER_STYLES.heading, text: 'Left out of these labels:' },
    ...notes.map((text) => ({ style: COVER_STYLES.note, text })),
  ]);
  sheet.strokeRect(COVER.x, boxTop, COVER.width, y - boxTop + 8, 2);
  const pages = Math.ceil(labelCount / PER_PAGE);
  sheet.writeLines(COVER.x, y + 8, [
    {
      style: COVER_STYLES.body,
      text: labelCount
        ? `${labelCount} labels on ${pages} ${pages === 1 ? 'sheet' : 'sheets'} follow, from page 2. Print this page on plain paper.`
        : 'There are no containers to label.',
    },
  ]);
}

export async function labelsPdf(
  numbers: ContainerCalculation,
  notes: LineNotesByKey,
): Promise<Buffer> {
  const labels = containerLabels(numbers, notes);
  const subject = `${numbers.serviceLine.name} · ${formatUsDate(numbers.date)}`;
  const sheet = new LabelSheet(
    { title: `Labels ${numbers.scheduledMenu.name} ${subject}`, creator: OPERATOR_NAME },
    LABEL.width - 2 * PADDING,
  );
  const leftOut = [numbers.error, ...numbers.warnings].filter((n): n is string => Boolean(n));
  if (leftOut.length) writeCover(sheet, numbers, leftOut, labels.length);
  else if (labels.length === 0) {
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
