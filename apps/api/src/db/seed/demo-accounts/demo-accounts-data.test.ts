import { describe, expect, it } from 'vitest';
import {
  type DemoAccount,
  type DemoScheduleDay,
  demoAccounts,
  demoOperator,
  referenceData,
} from '../seed-data.js';

/** The demo accounts' data, checked without a database, so a typo cannot slip in. */

const reference = referenceData();
const accounts = demoAccounts();
const MARKETS = ['Phoenix', 'Denver', 'Dallas', 'Austin'];
const ELEMENT_TYPE_NAMES = reference.elementTypes.map((type) => type.name);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[a-z0-9]+([._-][a-z0-9]+)*@[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$/;

const lower = (text: string) => text.toLowerCase();
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const hasOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
const scheduleOf = (account: DemoAccount, line: 'Breakfast' | 'Lunch') =>
  account.schedules.find((schedule) => schedule.serviceLine === line);
const allDays = (account: DemoAccount): DemoScheduleDay[] =>
  account.schedules.flatMap((schedule) => schedule.days);

describe('demo accounts', () => {
  it('are at least 60, with names unique regardless of case', () => {
    expect(accounts.length).toBeGreaterThanOrEqual(60);
    const names = accounts.map((account) => lower(account.name));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const account of accounts) expect(account.name.trim()).toBe(account.name);
  });

  it('are spread over the four demo markets, at least 12 in each', () => {
    const seeded = [...reference.defaultMarkets, ...demoOperator().markets].map(
      (market) => market.name,
    );
    expect(new Set(seeded)).toEqual(new Set(MARKETS));
    for (const account of accounts) expect(MARKETS, account.name).toContain(account.market);
    for (const market of MARKETS) {
      const count = accounts.filter((account) => account.market === market).length;
      expect(count, market).toBeGreaterThanOrEqual(12);
    }
  });

  it('use a known service type, both of them', () => {
    expect(reference.serviceTypes).toEqual(['Sifted 1.0', 'Sifted 2.0']);
    for (const account of accounts) {
      expect(reference.serviceTypes, account.name).toContain(account.serviceType);
    }
    expect(new Set(accounts.map((account) => account.serviceType))).toEqual(
      new Set(reference.serviceTypes),
    );
  });

  it('have whole, positive employee counts', () => {
    for (const account of accounts) {
      expect(Number.isInteger(account.totalEmployees), account.name).toBe(true);
      expect(account.totalEmployees, account.name).toBeGreaterThan(0);
    }
  });

  it('have one or more addresses with a state code and a five-digit zip code', () => {
    for (const account of accounts) {
      expect(account.addresses.length, account.name).toBeGreaterThanOrEqual(1);
      for (const address of account.addresses) {
        expect(address.addressOne.trim(), account.name).not.toBe('');
        expect(address.city.trim(), account.name).not.toBe('');
        expect(address.state, account.name).toMatch(/^[A-Z]{2}$/);
        expect(address.zipCode, account.name).toMatch(/^\d{5}$/);
      }
    }
  });

  it('all serve Lunch on one or more days, and at least 12 serve Breakfast too', () => {
    for (const account of accounts) {
      expect(scheduleOf(account, 'Lunch')?.days.length ?? 0, account.name).toBeGreaterThan(0);
      const lines = account.schedules.map((schedule) => schedule.serviceLine);
      expect(new Set(lines).size, account.name).toBe(lines.length);
    }
    const breakfasts = accounts.filter((account) => scheduleOf(account, 'Breakfast'));
    expect(breakfasts.length).toBeGreaterThanOrEqual(12);
    for (const account of breakfasts) {
      expect(scheduleOf(account, 'Breakfast')!.days.length, account.name).toBeGreaterThan(0);
    }
  });

  it('name each weekday at most once in a schedule', () => {
    for (const account of accounts) {
      for (const schedule of account.schedules) {
        const days = schedule.days.map((day) => day.day);
        for (const day of days) expect(WEEKDAYS, account.name).toContain(day);
        expect(new Set(days).size, `${account.name} ${schedule.serviceLine}`).toBe(days.length);
      }
    }
  });

  it('have whole, non-negative eater counts, within the site headcount', () => {
    for (const account of accounts) {
      for (const day of allDays(account)) {
        const label = `${account.name} ${day.day}`;
        for (const count of [day.meatEaters, day.nonMeatEaters]) {
          expect(Number.isInteger(count), label).toBe(true);
          expect(count, label).toBeGreaterThanOrEqual(0);
        }
        expect(day.meatEaters + day.nonMeatEaters, label).toBeLessThanOrEqual(
          account.totalEmployees,
        );
      }
    }
  });

  it('have non-negative prices with at most two decimals, and valid service times', () => {
    for (const account of accounts) {
      for (const day of allDays(account)) {
        const label = `${account.name} ${day.day}`;
        expect(day.pricePerEater, label).toBeGreaterThanOrEqual(0);
        expect(hasAtMostTwoDecimals(day.pricePerEater), label).toBe(true);
        expect(day.serviceTime, label).toMatch(TIME);
      }
    }
  });

  it('have points of contact with valid, lower-case e-mails no two alike', () => {
    const emails: string[] = [];
    for (const account of accounts) {
      const contact = account.pointOfContact;
      if (!contact) continue;
      expect(contact.firstName.trim(), account.name).not.toBe('');
      expect(contact.lastName.trim(), account.name).not.toBe('');
      expect(contact.email, account.name).toBe(lower(contact.email));
      expect(contact.email, account.name).toMatch(EMAIL);
      emails.push(contact.email);
    }
    expect(emails.filter((email, index) => emails.indexOf(email) !== index)).toEqual([]);
  });

  it('modify portions of known element types only, by 0.5 to 1.5 in tenths', () => {
    for (const account of accounts) {
      for (const [type, value] of Object.entries(account.portionModifiers ?? {})) {
        const label = `${account.name} ${type}`;
        expect(ELEMENT_TYPE_NAMES, label).toContain(type);
        expect(value, label).toBeGreaterThanOrEqual(0.5);
        expect(value, label).toBeLessThanOrEqual(1.5);
        expect(hasOneDecimal(value), label).toBe(true);
      }
    }
  });

  it('have playbooks with valid times, arriving before leaving before service starts', () => {
    for (const account of accounts) {
      const playbook = account.playbook;
      if (!playbook) continue;
      const { kitchenArrivalTime, leaveTime, serviceStartTime } = playbook;
      for (const time of [kitchenArrivalTime, leaveTime, serviceStartTime]) {
        expect(time, account.name).toMatch(TIME);
      }
      expect(minutes(kitchenArrivalTime), account.name).toBeLessThan(minutes(leaveTime));
      expect(minutes(leaveTime), account.name).toBeLessThan(minutes(serviceStartTime));
      const texts = [playbook.leftoverInstructions, playbook.deliveryInstructions];
      for (const text of [...texts, playbook.setupNotes]) {
        expect(text.trim(), account.name).not.toBe('');
      }
    }
  });
});
