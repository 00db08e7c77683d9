import { randomBytes } from 'node:crypto';
import { ROLE_NAMES } from '@catering/domain';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { issueInvitation } from '../../features/team/index.js';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { DEFAULT_ROLES } from './roles.js';
import { demoOperator, referenceData } from './seed-data.js';

const names = (list: readonly string[]) => list.map((name) => ({ name }));

/** The product's fixed vocabularies and roles; safe to run again (existing rows stay). */
export async function seedReferenceData(db: Db): Promise<void> {
  const ref = referenceData();
  await db.transaction(async (tx) => {
    await tx
      .insert(t.roles)
      .values(DEFAULT_ROLES.map((r) => ({ ...r, permissions: [...r.permissions] })))
      .onConflictDoNothing();
    await tx.insert(t.markets).values(ref.defaultMarkets).onConflictDoNothing();
    await tx
      .insert(t.serviceLines)
      .values(ref.serviceLines.map((name, sortOrder) => ({ name, sortOrder })))
      .onConflictDoNothing();
    await tx
      .insert(t.elementTypes)
      .values(ref.elementTypes.map((type, sortOrder) => ({ ...type, sortOrder })))
      .onConflictDoNothing();
    await tx.insert(t.allergens).values(names(ref.allergens)).onConflictDoNothing();
    await tx.insert(t.cuisineTypes).values(names(ref.cuisineTypes)).onConflictDoNothing();
    await tx.insert(t.containerTypes).values(ref.containerTypes).onConflictDoNothing();
    await tx.insert(t.portionUnits).values(ref.portionUnits).onConflictDoNothing();
    await tx.insert(t.servingUtensils).values(names(ref.servingUtensils)).onConflictDoNothing();
    await tx.insert(t.servingVessels).values(names(ref.servingVessels)).onConflictDoNothing();
    await tx.insert(t.serviceTypes).values(names(ref.serviceTypes)).onConflictDoNothing();
    await tx
      .insert(t.menuElementClasses)
      .values(names(ref.menuElementClasses))
      .onConflictDoNothing();
    for (const addOn of ref.addOnTypes) {
      const [type] = await tx
        .insert(t.addOnTypes)
        .values({ name: addOn.name })
        .onConflictDoNothing()
        .returning();
      if (!type) continue;
      await tx
        .insert(t.addOnSlots)
        .values(addOn.slots.map((name, order) => ({ addOnTypeId: type.id, name, order })));
    }
  });
}

export async function seedDemoReferenceData(db: Db): Promise<void> {
  const operator = demoOperator();
  await db.insert(t.markets).values(operator.markets).onConflictDoNothing();
  await db.insert(t.brands).values(names(operator.brands)).onConflictDoNothing();
  await db.insert(t.tags).values(names(operator.keywordTags)).onConflictDoNothing();
  await db.insert(t.vendors).values(names(operator.vendors)).onConflictDoNothing();
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  userType: 'User' | 'Consumer' | 'Point of Contact';
  password: string;
  defaultMarket?: string;
}

/** Creates a user with a password credential; answers false when the address is taken. */
export async function createUserWithPassword(db: Db, user: NewUser): Promise<boolean> {
  const [role] = await db
    .select({ id: t.roles.id })
    .from(t.roles)
    .where(eq(t.roles.name, user.role));
  if (!role) throw new Error(`Unknown role ${user.role}`);
  const [market] = user.defaultMarket
    ? await db
        .select({ id: t.markets.id })
        .from(t.markets)
        .where(eq(t.markets.name, user.defaultMarket))
    : [];
  const hash = await hashPassword(user.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.users)
      .values({
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email.toLowerCase(),
        emailVerified: true,
        firstName: user.firstName,
        lastName: user.lastName,
        roleId: role.id,
        userType: user.userType,
        defaultMarketId: market?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: t.users.id });
    if (!row) return false;
    await tx.insert(t.credentials).values({
      accountId: row.id,
      providerId: 'credential',
      userId: row.id,
      password: hash,
    });
    return true;
  });
}

export async function hasSuperAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t.users)
    .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
    .where(and(eq(t.roles.name, ROLE_NAMES.superAdmin), isNull(t.users.removedAt)));
  return (row?.count ?? 0) > 0;
}

/**
 * A removed user's address is freed (docs/team.md), so without this a restart would bring
 * a removed demo user back. The history keeps the address they had.
 */
async function wasRemoved(db: Db, email: string): Promise<boolean> {
  const tail = `(${email})`;
  const [row] = await db
    .select({ id: t.auditEvents.id })
    .from(t.auditEvents)
    .where(
      and(
        eq(t.auditEvents.action, 'user.removed'),
        sql`right(${t.auditEvents.subject}, ${tail.length}) = ${tail}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function seedDemoUsers(db: Db, password: string): Promise<string[]> {
  const created: string[] = [];
  for (const user of demoOperator().users) {
    if (await wasRemoved(db, user.email)) continue;
    const isStaff = user.userType === 'User';
    if (
      await createUserWithPassword(db, {
        ...user,
        password,
        defaultMarket: isStaff ? 'Phoenix' : undefined,
      })
    ) {
      created.push(user.email);
    }
  }
  return created;
}

/** Demo staff with a pending invitation and no password; answers the addresses created. */
export async function seedDemoInvitations(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const invited of demoOperator().invitedUsers) {
    if (await wasRemoved(db, invited.email)) continue;
    const [role] = await db
      .select({ id: t.roles.id })
      .from(t.roles)
      .where(eq(t.roles.name, invited.role));
    const [market] = await db
      .select({ id: t.markets.id })
      .from(t.markets)
      .where(eq(t.markets.name, invited.defaultMarket));
    if (!role) throw new Error(`Unknown role ${invited.role}`);
    const added = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(t.users)
        .values({
          name: `${invited.firstName} ${invited.lastName}`,
          email: invited.email,
          firstName: invited.firstName,
          lastName: invited.lastName,
          roleId: role.id,
          userType: 'User',
          defaultMarketId: market?.id ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: t.users.id });
      if (!user) return false;
      await issueInvitation(tx, user.id);
      await tx.insert(t.auditEvents).values({
        actorUserId: null,
        action: 'user.invited',
        entityType: 'user',
        entityId: user.id,
        subject: `${invited.firstName} ${invited.lastName} (${invited.email})`,
        summary: `Invited as ${invited.role}, market ${invited.defaultMarket} (demo data)`,
      });
      return true;
    });
    if (added) created.push(invited.email);
  }
  return created;
}

/** A password a person can type: 16 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
}
