import { type AddOnCalculation, CALCULATION_MESSAGES } from '@catering/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';

/** The day's add-on service (spec 2.11 "add-on service table"), as the add-on numbers count it. */
export type AddOnNumbers = AddOnCalculation;

export const NO_ADD_ONS = 'No add-ons were ordered for this service.';

const header = (labels: string[]): TableCell[] =>
  labels.map((text) => ({ text, style: 'tableHeader' }));

const ordered = <Slot extends { quantity: number }>(slots: Slot[]) =>
  slots.filter((slot) => slot.quantity > 0);

/** The element the day's scheduled add-on holds in the slot, or why there is none. */
const elementOf = (slot: { elementName: string | null }) =>
  slot.elementName ?? CALCULATION_MESSAGES.addOnSlotEmpty;

/** Any slot ordered at all: an add-on taken on an event starts with every slot at 0. */
export const anyAddOnOrdered = (addOns: AddOnNumbers) =>
  addOns.addOns.some((type) => type.slots.some((slot) => slot.quantity > 0));

/**
 * Chef numbers: per add-on type and slot ordered, the element to make and the quantity
 * over every account, or a line saying none were ordered. Slots nobody ordered are left
 * off: a Greens Bar has fifteen, and a sheet of zeros hides the few to make.
 */
export function addOnTotalsTable(addOns: AddOnNumbers): Content[] {
  const section: Content = { text: 'Add-ons', style: 'section' };
  if (!anyAddOnOrdered(addOns)) return [section, { text: NO_ADD_ONS }];
  return [
    section,
    {
      table: {
        headerRows: 1,
        widths: ['auto', 'auto', 'auto', 'auto'],
        body: [
          header(['Add-on', 'Slot', 'Element', 'Quantity']),
          ...addOns.addOns.flatMap((type) =>
            ordered(type.slots).map((slot) => [
              type.name,
              slot.slotName,
              elementOf(slot),
              { text: String(slot.quantity), alignment: 'right' },
            ]),
          ),
        ],
      },
      layout: 'lightHorizontalLines',
    } as Content,
  ];
}

/** "Soup Topping" names its add-on already; "Base Greens" reads as "Greens Bar: Base Greens". */
const slotLabel = (typeName: string, slotName: string) =>
  slotName.startsWith(typeName) ? slotName : `${typeName}: ${slotName}`;

/**
 * Packout: one account's add-ons to pack, each slot it ordered with the element, the
 * quantity and a box to tick, in the columns of the containers above (what, how many,
 * where it goes); nothing when the account ordered none.
 */
export function accountAddOnsTable(
  addOns: AddOnNumbers['summaries'][number]['addOns'],
  tickBox: () => Content,
): Content[] {
  const rows = addOns.flatMap((type) =>
    ordered(type.slots).map((slot) => [
      tickBox(),
      elementOf(slot),
      String(slot.quantity),
      slotLabel(type.name, slot.slotName),
    ]),
  );
  if (!rows.length) return [];
  return [
    {
      table: {
        headerRows: 1,
        widths: [14, '*', 80, 100],
        body: [header(['', 'Add-on', 'Quantity', 'Slot']), ...rows],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 6, 0, 0],
    } as Content,
  ];
}
