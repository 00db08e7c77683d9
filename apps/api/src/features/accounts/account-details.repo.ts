import type { AccountNote, MarketScope, PointOfContact } from '@catering/domain';
import { and, asc, desc, eq, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountNotes,
  accountPortionModifiers,
  accountQrTokens,
  accounts,
  elementTypes,
  roles,
  users,
} from '../../db/schema/index.js';
import { iso } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { ofAccountsWithin } from './account-scope.repo.js';

/** Queries of the parts of an account edited apart from it: contact, notes, QR codes, modifiers. */

type ContactNames = { firstName: string; lastName: string; name: string };

export async function findRoleIdByName(db: Db, name: string): Promise<string | undefined> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return role?.id;
}

/** Any user with this e-mail, whatever their type (e-mails arrive lower-cased). */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return user;
}

/** Whether the contact fronts an account outside the caller's markets (never when unlimited). */
export async function frontsAccountOutsideMarkets(db: Db, userId: string, scope: MarketScope) {
  const inMarkets = withinMarkets(accounts.marketId, scope);
  if (!inMarkets) return false;
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.pointOfContactUserId, userId), not(inMarkets)))
    .limit(1);
  return row !== undefined;
}

export async function findUserNames(db: Db, userId: string) {
  const [stored] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return stored;
}

export async function updateUserNames(db: Db, userId: string, names: ContactNames) {
  await db
    .update(users)
    .set({ ...names, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertPointOfContactUser(
  db: Db,
  values: ContactNames & { email: string; roleId: string },
): Promise<string> {
  const [created] = await db
    .insert(users)
    .values({ ...values, userType: 'Point of Contact' })
    .returning({ id: users.id });
  return created!.id;
}

export async function setAccountPointOfContact(db: Db, accountId: string, userId: string) {
  await db.update(accounts).set({ pointOfContactUserId: userId }).where(eq(accounts.id, accountId));
}

/** A contact who, for a limited caller, fronts an account of the caller's markets. */
export async function findPointOfContact(
  db: Db,
  userId: string,
  scope: MarketScope,
): Promise<PointOfContact | undefined> {
  const inMarkets = withinMarkets(accounts.marketId, scope);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.userType, 'Point of Contact'),
        inMarkets &&
          sql`exists (select 1 from ${accounts} where ${accounts.pointOfContactUserId} = ${users.id} and ${inMarkets})`,
      ),
    );
  return row;
}

/** The account's notes, newest first, with their author's name. */
export async function findAccountNotes(db: Db, accountId: string): Promise<AccountNote[]> {
  const rows = await db
    .select({ note: accountNotes, firstName: users.firstName, lastName: users.lastName })
    .from(accountNotes)
    .leftJoin(users, eq(users.id, accountNotes.userId))
    .where(eq(accountNotes.accountId, accountId))
    .orderBy(desc(accountNotes.createdAt));
  return rows.map(({ note, firstName, lastName }) => ({
    id: note.id,
    accountId: note.accountId,
    note: note.note,
    userId: note.userId,
    user: firstName === null ? null : { firstName, lastName: lastName ?? '' },
    createdAt: iso(note.createdAt),
    updatedAt: iso(note.updatedAt),
  }));
}

export async function insertAccountNote(
  db: Db,
  values: { accountId: string; userId: string; note: string },
) {
  const [note] = await db.insert(accountNotes).values(values).returning();
  return note!;
}

/** The note's author, if the note is the account's and the account in the caller's markets. */
export async function findNoteAuthor(
  db: Db,
  accountId: string,
  noteId: string,
  scope: MarketScope,
) {
  const [note] = await db
    .select({ userId: accountNotes.userId })
    .from(accountNotes)
    .where(
      and(
        eq(accountNotes.id, noteId),
        eq(accountNotes.accountId, accountId),
        ofAccountsWithin(accountNotes.accountId, scope),
      ),
    );
  return note;
}

export async function deleteAccountNote(db: Db, noteId: string) {
  await db.delete(accountNotes).where(eq(accountNotes.id, noteId));
}

export async function findLiveQrToken(db: Db, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: accountQrTokens.token })
    .from(accountQrTokens)
    .where(and(eq(accountQrTokens.accountId, accountId), isNull(accountQrTokens.revokedAt)));
  return row?.token;
}

/** Does nothing when the account has a live token already (the unique live-token index). */
export async function insertQrTokenUnlessLive(db: Db, accountId: string, token: string) {
  await db.insert(accountQrTokens).values({ accountId, token }).onConflictDoNothing();
}

/** Every element type with the account's modifier for it (null where never set). */
export async function findPortionModifiers(db: Db, accountId: string) {
  return db
    .select({
      elementTypeId: elementTypes.id,
      elementTypeName: elementTypes.name,
      isCore: elementTypes.isCore,
      value: accountPortionModifiers.value,
    })
    .from(elementTypes)
    .leftJoin(
      accountPortionModifiers,
      and(
        eq(accountPortionModifiers.elementTypeId, elementTypes.id),
        eq(accountPortionModifiers.accountId, accountId),
      ),
    )
    .orderBy(asc(elementTypes.sortOrder), asc(elementTypes.name));
}

export async function upsertPortionModifier(
  db: Db,
  accountId: string,
  row: { elementTypeId: string; value: number },
) {
  await db
    .insert(accountPortionModifiers)
    .values({ accountId, elementTypeId: row.elementTypeId, value: row.value })
    .onConflictDoUpdate({
      target: [accountPortionModifiers.accountId, accountPortionModifiers.elementTypeId],
      set: { value: row.value, updatedAt: new Date() },
    });
}
