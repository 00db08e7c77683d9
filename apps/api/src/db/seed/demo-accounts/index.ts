import { addDays, planServingSchedule } from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import * as t from '../../schema/index.js';
import { demoCatalogueId, insertMany, resolver } from '../demo-catalogue/index.js';
import { demoSpan } from '../demo-span.js';
import { type DemoAccount, demoAccounts } from '../seed-data.js';

/** Deterministic ids, so tests and journeys can open a demo account directly. */
export const accountId = (account: Pick<DemoAccount, 'name'>) =>
  demoCatalogueId('account', account.name.toLowerCase());

/**
 * The demo client sites: accounts with their addresses, points of contact (users of type
 * Point of Contact), portion modifiers and playbooks, and their Breakfast and Lunch serving
 * schedules applied to the demo's span (demo-span.ts), as the Service Schedule tab would.
 * Does nothing when any account exists.
 */
export async function seedDemoAccounts(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: t.accounts.id }).from(t.accounts).limit(1);
    if (existing) return 0;
    const market = resolver('market', await tx.select().from(t.markets));
    const serviceType = resolver('service type', await tx.select().from(t.serviceTypes));
    const serviceLine = resolver('service line', await tx.select().from(t.serviceLines));
    const elementType = resolver('element type', await tx.select().from(t.elementTypes));
    const [pocRole] = await tx
      .select({ id: t.roles.id })
      .from(t.roles)
      .where(eq(t.roles.name, 'Point of Contact'));
    const span = demoSpan(now);
    const range = { startDate: span.from, endDate: span.to };
    const accounts = demoAccounts();

    const contacts = accounts.flatMap((a) =>
      a.pointOfContact
        ? [
            {
              id: demoCatalogueId('account-contact', a.pointOfContact.email),
              name: `${a.pointOfContact.firstName} ${a.pointOfContact.lastName}`,
              email: a.pointOfContact.email,
              firstName: a.pointOfContact.firstName,
              lastName: a.pointOfContact.lastName,
              roleId: pocRole!.id,
              userType: 'Point of Contact' as const,
            },
          ]
        : [],
    );
    const accountRows = accounts.map((a) => ({
      id: accountId(a),
      name: a.name,
      marketId: market(a.market),
      serviceTypeId: serviceType(a.serviceType),
      totalEmployees: a.totalEmployees,
      serviceStartDate: range.startDate,
      showOptin: a.showOptin ?? false,
      pointOfContactUserId: a.pointOfContact
        ? demoCatalogueId('account-contact', a.pointOfContact.email)
        : null,
      kitchenArrivalTime: a.playbook?.kitchenArrivalTime ?? null,
      leaveTime: a.playbook?.leaveTime ?? null,
      serviceStartTime: a.playbook?.serviceStartTime ?? null,
      leftoverInstructions: a.playbook?.leftoverInstructions ?? '',
      deliveryInstructions: a.playbook?.deliveryInstructions ?? '',
      setupNotes: a.playbook?.setupNotes ?? '',
    }));
    const addressId = (a: DemoAccount, index: number) =>
      demoCatalogueId('account-address', a.name.toLowerCase(), String(index));
    const addressRows = accounts.flatMap((a) =>
      a.addresses.map((address, index) => ({
        id: addressId(a, index),
        accountId: accountId(a),
        sortOrder: index,
        ...address,
        addressTwo: address.addressTwo ?? '',
      })),
    );
    // Set before the span's first service: the forecast learns from the services planned
    // under a modifier, those after the day it was set (docs/forecast.md).
    const modifiersSetAt = new Date(`${addDays(span.from, -1)}T12:00:00Z`);
    const modifierRows = accounts.flatMap((a) =>
      Object.entries(a.portionModifiers ?? {}).map(([type, value]) => ({
        accountId: accountId(a),
        elementTypeId: elementType(type),
        value,
        createdAt: modifiersSetAt,
        updatedAt: modifiersSetAt,
      })),
    );
    const schedules = accounts.flatMap((a) =>
      a.schedules.map((s) => ({
        account: a,
        id: demoCatalogueId('serving-schedule', a.name.toLowerCase(), s.serviceLine),
        serviceLineId: serviceLine(s.serviceLine),
        days: s.days.map((d) => ({
          ...d,
          shouldServeOnDay: true,
          serviceTypeId: serviceType(a.serviceType),
        })),
      })),
    );
    const eventRows = schedules.flatMap((s) =>
      planServingSchedule(range, s.days, []).create.map(({ date, day }) => ({
        accountId: accountId(s.account),
        addressId: addressId(s.account, 0),
        serviceLineId: s.serviceLineId,
        serviceTypeId: day.serviceTypeId,
        servingScheduleId: s.id,
        date,
        serviceTime: day.serviceTime,
        eaterCount: day.meatEaters + day.nonMeatEaters,
        dietaryCount: day.nonMeatEaters,
        pricePerPerson: day.pricePerEater,
      })),
    );

    await insertMany(tx, t.users, contacts);
    await insertMany(tx, t.accounts, accountRows);
    await insertMany(tx, t.accountAddresses, addressRows);
    await insertMany(tx, t.accountPortionModifiers, modifierRows);
    await insertMany(
      tx,
      t.servingSchedules,
      schedules.map((s) => ({
        id: s.id,
        accountId: accountId(s.account),
        serviceLineId: s.serviceLineId,
        ...range,
      })),
    );
    await insertMany(
      tx,
      t.servingScheduleDays,
      schedules.flatMap((s) => s.days.map((d) => ({ ...d, servingScheduleId: s.id }))),
    );
    await insertMany(tx, t.serviceEvents, eventRows);
    return accountRows.length;
  });
}
