import { IMPORT_MESSAGES, OTHER_ADDRESSES_SEPARATOR } from '@catering/domain';
import type { AccountWrite } from './account-import.repo.js';
import type { StoredAccount } from './account-import-reads.repo.js';
import {
  addressText,
  calendarCell,
  contactNameOf,
  labelOf,
  timeCell,
  yesNo,
} from './account-import-sheet.js';
import type { MappedRow } from './import-kind.js';
import { shown } from './import-kind.js';

/** How a row of the accounts sheet becomes the editor's payload, and what it changes. */

/** The payload of a row as the editor would send it; unmapped columns keep what is stored. */
export function accountPayload(
  row: MappedRow,
  stored: StoredAccount | undefined,
  ids: { market(name: string): string | undefined; serviceType(name: string): string | undefined },
  reasons: string[],
) {
  const from = <T>(key: string, read: () => T, kept: T): T =>
    row.mapped(key) || !stored ? read() : kept;
  const named = (
    key: string,
    what: string,
    find: (name: string) => string | undefined,
    kept?: string,
  ) =>
    from(
      key,
      () => {
        const text = row.text(key);
        const id = text ? find(text) : undefined;
        if (text && !id) reasons.push(IMPORT_MESSAGES.unknownName(what, text));
        return id;
      },
      kept,
    );
  const text = (key: string, kept: string | null | undefined) =>
    from(key, () => row.text(key), kept ?? '');
  const main = stored?.addresses[0];
  return {
    name: text('name', stored?.name),
    marketId: named('market', 'market', ids.market, stored?.marketId),
    serviceTypeId: named('serviceType', 'service type', ids.serviceType, stored?.serviceTypeId),
    totalEmployees: from(
      'totalEmployees',
      () => row.number('totalEmployees', labelOf('totalEmployees'), reasons) ?? null,
      stored?.totalEmployees ?? null,
    ),
    serviceStartDate: from(
      'serviceStartDate',
      () => calendarCell(row, 'serviceStartDate', reasons),
      stored?.serviceStartDate ?? null,
    ),
    showOptin: from(
      'showOptin',
      () => yesNo(row, 'showOptin', reasons),
      stored?.showOptin ?? false,
    ),
    playbookLink: text('playbookLink', stored?.playbookLink),
    address: {
      addressOne: text('addressOne', main?.addressOne),
      addressTwo: text('addressTwo', main?.addressTwo),
      city: text('city', main?.city),
      state: text('state', main?.state),
      zipCode: text('zipCode', main?.zipCode),
    },
    kitchenArrivalTime: from(
      'kitchenArrivalTime',
      () => timeCell(row, 'kitchenArrivalTime'),
      stored?.kitchenArrivalTime ?? '',
    ),
    leaveTime: from('leaveTime', () => timeCell(row, 'leaveTime'), stored?.leaveTime ?? ''),
    serviceStartTime: from(
      'serviceStartTime',
      () => timeCell(row, 'serviceStartTime'),
      stored?.serviceStartTime ?? '',
    ),
    leftoverInstructions: text('leftoverInstructions', stored?.leftoverInstructions),
    deliveryInstructions: text('deliveryInstructions', stored?.deliveryInstructions),
    setupNotes: text('setupNotes', stored?.setupNotes),
  };
}

/** "Field" (a column label) for an issue of the editor's schema at `path`. */
const PATH_LABELS: Record<string, string> = {
  name: 'Name',
  marketId: 'Market',
  serviceTypeId: 'Service Type',
  totalEmployees: 'Total Employees',
  serviceStartDate: 'Service Start Date',
  playbookLink: 'Playbook Link',
  kitchenArrivalTime: 'Kitchen Arrival Time',
  leaveTime: 'Leave Time',
  serviceStartTime: 'Service Start Time',
  'address.zipCode': 'Zip Code',
};
export const withLabel = (path: PropertyKey[], message: string) => {
  const label = PATH_LABELS[path.join('.')];
  return label && !message.includes(label) ? `${label}: ${message}` : message;
};

export function changesOf(
  stored: StoredAccount,
  next: AccountWrite,
  nameOf: (kind: 'market' | 'type', id: string) => string,
) {
  const changes: string[] = [];
  const compare = (label: string, before: unknown, after: unknown) => {
    if (shown(before) !== shown(after))
      changes.push(`${label}: ${shown(before)} → ${shown(after)}`);
  };
  const a = next.account;
  compare('Name', stored.name, a.name);
  compare('Market', nameOf('market', stored.marketId), nameOf('market', a.marketId));
  compare('Service Type', nameOf('type', stored.serviceTypeId), nameOf('type', a.serviceTypeId));
  const [before, ...othersBefore] = stored.addresses;
  const [after, ...othersAfter] = next.addresses;
  compare('Address One', before?.addressOne, after?.addressOne);
  compare('Address Two', before?.addressTwo, after?.addressTwo);
  compare('City', before?.city, after?.city);
  compare('State', before?.state, after?.state);
  compare('Zip Code', before?.zipCode, after?.zipCode);
  const others = (list: typeof othersAfter) =>
    list.map(addressText).join(OTHER_ADDRESSES_SEPARATOR);
  compare('Other Addresses', others(othersBefore), others(othersAfter));
  if (next.contact) {
    compare(
      'Point of Contact',
      contactNameOf(stored.contact),
      `${next.contact.firstName} ${next.contact.lastName}`,
    );
    compare('Point of Contact E-mail', stored.contact?.email.toLowerCase(), next.contact.email);
  }
  compare('Total Employees', stored.totalEmployees, a.totalEmployees);
  compare('Service Start Date', stored.serviceStartDate, a.serviceStartDate);
  compare('Kitchen Arrival Time', stored.kitchenArrivalTime, a.kitchenArrivalTime);
  compare('Leave Time', stored.leaveTime, a.leaveTime);
  compare('Service Start Time', stored.serviceStartTime, a.serviceStartTime);
  compare('Show Opt-in', stored.showOptin ? 'Yes' : 'No', a.showOptin ? 'Yes' : 'No');
  compare('Playbook Link', stored.playbookLink, a.playbookLink);
  compare('Delivery Instructions', stored.deliveryInstructions, a.deliveryInstructions);
  compare('Leftover Instructions', stored.leftoverInstructions, a.leftoverInstructions);
  compare('Setup Notes', stored.setupNotes, a.setupNotes);
  return changes;
}
