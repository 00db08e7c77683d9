import type { ServiceEvent } from '@catering/domain';
import type { SheetColumn } from '../../lib/spreadsheet-export.js';

/** An account's services spreadsheet (its Services tab's month or day, docs/spreadsheets.md). */

const addressText = ({ address }: ServiceEvent) =>
  [
    address.addressOne,
    address.addressTwo,
    address.city,
    `${address.state} ${address.zipCode ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');

export const SERVICE_EVENT_COLUMNS: SheetColumn<ServiceEvent>[] = [
  { header: 'Date', value: (event) => new Date(`${event.date}T00:00:00Z`) },
  { header: 'Service Line', value: (event) => event.serviceLine.name },
  { header: 'Service Time', value: (event) => event.serviceTime },
  { header: 'Service Type', value: (event) => event.serviceType.name },
  { header: 'Address', value: addressText },
  { header: 'Scheduled Menu', value: (event) => event.scheduledMenu?.name ?? null },
  { header: 'Eaters', value: (event) => event.eaterCount },
  { header: 'Dietary Eaters', value: (event) => event.dietaryCount },
  { header: 'Allergen Eaters', value: (event) => event.allergenCount },
  { header: 'Price Per Person', value: (event) => event.pricePerPerson },
  { header: 'Special Request', value: (event) => event.specialRequest },
  { header: 'Notes', value: (event) => event.notes },
];
