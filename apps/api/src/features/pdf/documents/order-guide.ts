import { formatUsDate, type OrderTotal, type VendorOrder } from '@catering/domain';
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import { framed } from '../render.js';

/** One vendor's order guide with what the guide could not put in any vendor's order. */
export interface OrderGuidePrint {
  vendor: Omit<VendorOrder, 'csv'>;
  marketName: string;
  serviceLineNames: string[];
  /** The service dates, first and last. */
  from: string;
  to: string;
  /** The market's today: the print date, and what a late order-by date is before. */
  today: string;
  /** Needs of the range no vendor sells by the case (the guide's `notOrderable`). */
  notOrderable: number;
  /** Recipe lines of the range not counted in any need (the guide's `unplaced`). */
  unplaced: number;
}

const NO_VALUE = '—';
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const quantity = (value: number, unit: string) => `${amount.format(value)} ${unit}`;
const cost = (value: number | null) => (value === null ? NO_VALUE : money.format(value));
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "$45.00", or "$45.00 (partial: 1 line has no case cost)": a partial total says so. */
function totalText(total: OrderTotal, lines: VendorOrder['days'][number]['lines']): string {
  if (!total.partial) return money.format(total.cost);
  const missing = lines.filter((line) => line.lineCost === null).length;
  const has = missing === 1 ? 'has' : 'have';
  return `${money.format(total.cost)} (partial: ${plural(missing, 'line', 'lines')} ${has} no case cost)`;
}

/**
 * What the order leaves out though the range needs it: not this vendor's lines, but the
 * purchaser must know the order is not the whole need (docs/purchasing.md: nothing is
 * dropped silently). Boxed like the day documents' left-out note.
 */
function leftApartNote(print: OrderGuidePrint): Content[] {
  const notes: string[] = [];
  if (print.notOrderable)
    notes.push(
      `${plural(print.notOrderable, 'need', 'needs')} of these dates cannot be ordered by the case (no vendor sells ${print.notOrderable === 1 ? 'it' : 'them'} by the case): see "Cannot be ordered" on the Order Guide screen.`,
    );
  if (print.unplaced)
    notes.push(
      `${plural(print.unplaced, 'recipe line is', 'recipe lines are')} not counted in any order: see "Not counted" on the Order Guide screen.`,
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
                { text: 'Not in this order:', bold: true, fontSize: 11, margin: [0, 0, 0, 2] },
                { ul: notes.map((note) => ({ text: note, bold: true })) },
              ],
              margin: [6, 4, 6, 4],
            },
          ],
        ],
      },
      layout: { hLineWidth: () => 1.5, vLineWidth: () => 1.5 },
      margin: [0, 0, 0, 10],
    } as Content,
  ];
}

/**
 * Fixed widths, so the days of a vendor line up one under the other; the ingredient takes
 * the rest of the page and wraps.
 */
const COLUMNS: { label: string; width: number | '*' }[] = [
  { label: 'Ingredient', width: '*' },
  { label: 'Item ID', width: 64 },
  { label: 'Delivery', width: 44 },
  { label: 'Quantity', width: 62 },
  { label: 'Units per case', width: 50 },
  { label: 'Cases', width: 26 },
  { label: 'Case cost', width: 48 },
  { label: 'Line cost', width: 52 },
];
/** Figures from the quantity on are right-aligned. */
const RIGHT_FROM = 3;

/**
 * pdfmake's light horizontal lines with half its cell padding (eight columns fit a page),
 * and no line under the order-by heading, the table's first row.
 */
const LINES: CustomTableLayout = {
  hLineWidth: (i, node) =>
    i <= 1 || i === node.table.body.length ? 0 : i === node.table.headerRows ? 2 : 1,
  vLineWidth: () => 0,
  hLineColor: (i, node) => (i === node.table.headerRows ? 'black' : '#aaaaaa'),
  paddingLeft: (i) => (i === 0 ? 0 : 4),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 0 : 4),
};

/**
 * An order-by date's lines. Its heading ("Order by 03/07/2025", LATE when passed) is the
 * first of the table's header rows, so a page the table runs onto says which date it is.
 */
function dayTable(day: VendorOrder['days'][number]): Content {
  const late = day.lines.some((line) => line.late);
  const heading: TableCell[] = [
    {
      text: `Order by ${formatUsDate(day.orderBy)}${late ? '  —  LATE: this order-by date has passed' : ''}`,
      style: 'section',
      fontSize: 12,
      colSpan: COLUMNS.length,
    },
    ...COLUMNS.slice(1).map(() => ({})),
  ];
  const header: TableCell[] = COLUMNS.map((column, index) => ({
    text: column.label,
    style: 'tableHeader',
    alignment: index >= RIGHT_FROM ? 'right' : 'left',
  }));
  const rows: TableCell[][] = day.lines.map((line) =>
    [
      line.ingredientName,
      line.itemId ?? NO_VALUE,
      formatUsDate(line.deliveryDate),
      quantity(line.quantity, line.unit),
      quantity(line.unitsPerCase, line.unit),
      String(line.cases),
      cost(line.costPerCase),
      cost(line.lineCost),
    ].map((text, index) => ({ text, alignment: index >= RIGHT_FROM ? 'right' : 'left' })),
  );
  return {
    table: {
      headerRows: 2,
      dontBreakRows: true,
      widths: COLUMNS.map((column) => column.width),
      body: [heading, header, ...rows],
    },
    layout: LINES,
    fontSize: 8,
  };
}

/**
 * One vendor's order guide on paper (issue #27, 2; docs/purchasing.md 5): per order-by
 * date, earliest first, its delivery lines and subtotal, a passed date marked LATE; the
 * vendor's total, said to be partial when a line has no case cost; and, boxed first, what
 * the guide could not put in any order.
 */
export function orderGuideDocument(print: OrderGuidePrint) {
  const { vendor } = print;
  const dates =
    print.from === print.to
      ? formatUsDate(print.from)
      : `${formatUsDate(print.from)} to ${formatUsDate(print.to)}`;
  const content: Content[] = [
    {
      text: `Service lines: ${print.serviceLineNames.join(', ') || NO_VALUE}`,
      margin: [0, -6, 0, 10],
    },
    ...leftApartNote(print),
  ];
  for (const day of vendor.days) {
    content.push({
      stack: [
        dayTable(day),
        {
          text: `Subtotal, order by ${formatUsDate(day.orderBy)}: ${totalText(day.total, day.lines)}`,
          bold: true,
          alignment: 'right',
          margin: [0, 4, 0, 0],
        },
      ],
      // A short day is kept on one page; a long one runs on under its repeated headings.
      unbreakable: day.lines.length <= 20,
    });
  }
  content.push({
    text: `Total for ${vendor.vendorName}: ${totalText(
      vendor.total,
      vendor.days.flatMap((day) => day.lines),
    )}`,
    fontSize: 12,
    bold: true,
    alignment: 'right',
    margin: [0, 14, 0, 0],
  });
  return framed(
    {
      title: `Order guide — ${vendor.vendorName}`,
      subtitle: `${print.marketName} · Service dates ${dates} · Printed ${formatUsDate(print.today)}`,
    },
    content,
  );
}
