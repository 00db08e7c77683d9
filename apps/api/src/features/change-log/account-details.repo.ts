import { formatUsDate } from '@catering/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountAddresses, accounts, markets, serviceTypes } from '../../db/schema/index.js';

/**
 * An account's General Information as the Audit Trail shows it: each field by its label on
 * the screen (spec: hosts-accounts-users 2), names instead of ids, dates as the screen
 * writes them. Read before and after an update, so the trail says what changed.
 */
export async function findAccountDetails(
  db: Db,
  id: string,
): Promise<{ label: string; value: string }[] | undefined> {
  const [row] = await db
    .select({
      name: accounts.name,
      market: markets.name,
      serviceType: serviceTypes.name,
      totalEmployees: accounts.totalEmployees,
      serviceStartDate: accounts.serviceStartDate,
      showOptin: accounts.showOptin,
      playbookLink: accounts.playbookLink,
      kitchenArrivalTime: accounts.kitchenArrivalTime,
      leaveTime: accounts.leaveTime,
      serviceStartTime: accounts.serviceStartTime,
      leftoverInstructions: accounts.leftoverInstructions,
      deliveryInstructions: accounts.deliveryInstructions,
      setupNotes: accounts.setupNotes,
    })
    .from(accounts)
    .innerJoin(markets, eq(markets.id, accounts.marketId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, accounts.serviceTypeId))
    .where(eq(accounts.id, id));
  if (!row) return undefined;
  const [address] = await db
    .select()
    .from(accountAddresses)
    .where(eq(accountAddresses.accountId, id))
    .orderBy(asc(accountAddresses.sortOrder))
    .limit(1);
  const time = (value: string | null) => value?.slice(0, 5) ?? '';
  const details: Record<string, string> = {
    'Account Name': row.name,
    Market: row.market,
    'Service type': row.serviceType,
    'Total Employees': row.totalEmployees === null ? '' : String(row.totalEmployees),
    'Service Start Date': row.serviceStartDate ? formatUsDate(row.serviceStartDate) : '',
    'Enable Opt-in': row.showOptin ? 'Yes' : 'No',
    'Playbook link': row.playbookLink ?? '',
    'Address One': address?.addressOne ?? '',
    'Address Two': address?.addressTwo ?? '',
    City: address?.city ?? '',
    State: address?.state ?? '',
    'Zip Code': address?.zipCode ?? '',
    'Kitchen arrival time': time(row.kitchenArrivalTime),
    'Leave time': time(row.leaveTime),
    'Service start time': time(row.serviceStartTime),
    'Leftover instructions': row.leftoverInstructions,
    'Delivery instructions': row.deliveryInstructions,
    'Setup notes': row.setupNotes,
  };
  return Object.entries(details).map(([label, value]) => ({ label, value }));
}
