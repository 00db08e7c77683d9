import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type AccountNote,
  type AccountQrCodes,
  MARKET_SCOPE_MESSAGES,
  type MarketScope,
  type PointOfContact,
  type pointOfContactInputSchema,
} from '@catering/domain';
import { and, desc, eq, isNull, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { accountNotes, accountQrTokens, accounts, roles, users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/list.js';
import { requireMarketInScope, withinMarkets } from '../../lib/market-scope.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { ofAccountsWithin } from './account-scope.repo.js';
import { accountState } from './account-writes.repo.js';

/** The parts of an account edited apart from it: contact, notes, QR codes (modifiers: account-modifiers.service.ts). */

/** A live account of the caller's markets, else 404 (another market's is absent to them). */
async function requireLiveAccount(db: Db, id: string, scope: MarketScope) {
  if ((await accountState(db, id, scope)) !== 'live') throw notFound(ACCOUNT_MESSAGES.notFound);
}

const POINT_OF_CONTACT_ROLE = 'Point of Contact';

/**
 * The account's point of contact is a user of type Point of Contact with the fixed role.
 * The e-mail names the person: a known contact is updated and linked (one person may front
 * several sites), a new one is created; a staff member's e-mail is refused.
 */
export async function savePointOfContact(
  db: Db,
  input: z.output<typeof pointOfContactInputSchema>,
  scope: MarketScope,
): Promise<PointOfContact> {
  await requireLiveAccount(db, input.accountId, scope);
  try {
    return await db.transaction(async (tx) => {
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.name, POINT_OF_CONTACT_ROLE));
      if (!role) throw new Error('The Point of Contact role is missing from the seed');
      const names = {
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`,
      };
      const [existing] = await tx
        .select({ id: users.id, userType: users.userType })
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email}`);
      if (existing && existing.userType !== 'Point of Contact')
        throw conflict(ACCOUNT_MESSAGES.pocEmailUsed(input.email));
      let userId = existing?.id;
      if (userId && (await frontsOtherMarkets(tx, userId, scope))) {
        // A limited user may link a contact who also fronts another market's site, but
        // not rename them there.
        const [stored] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, userId));
        if (stored?.firstName !== input.firstName || stored?.lastName !== input.lastName)
          throw forbidden(MARKET_SCOPE_MESSAGES.outsideMarkets);
      }
      if (userId) {
        await tx
          .update(users)
          .set({ ...names, updatedAt: new Date() })
          .where(eq(users.id, userId));
      } else {
        const [created] = await tx
          .insert(users)
          .values({ ...names, email: input.email, roleId: role.id, userType: 'Point of Contact' })
          .returning({ id: users.id });
        userId = created!.id;
      }
      await tx
        .update(accounts)
        .set({ pointOfContactUserId: userId })
        .where(eq(accounts.id, input.accountId));
      return { id: userId, email: input.email, ...names };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.pocEmailUsed(input.email));
    throw error;
  }
}

/** Whether the contact fronts an account outside the caller's markets (never when unlimited). */
async function frontsOtherMarkets(db: Db, userId: string, scope: MarketScope) {
  const inMarkets = withinMarkets(accounts.marketId, scope);
  if (!inMarkets) return false;
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.pointOfContactUserId, userId), not(inMarkets)))
    .limit(1);
  return row !== undefined;
}

/**
 * A limited user reads a contact (their e-mail) only if the contact fronts an account of
 * their markets; any other answers as absent.
 */
export async function getPointOfContact(
  db: Db,
  userId: string,
  scope: MarketScope,
): Promise<PointOfContact> {
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
  if (!row) throw notFound('Point of contact not found.');
  return row;
}

export async function listNotes(
  db: Db,
  accountId: string,
  scope: MarketScope,
): Promise<AccountNote[]> {
  await requireLiveAccount(db, accountId, scope);
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

export async function postNote(
  db: Db,
  accountId: string,
  author: { id: string; firstName: string; lastName: string },
  text: string,
  scope: MarketScope,
): Promise<AccountNote> {
  await requireLiveAccount(db, accountId, scope);
  const [note] = await db
    .insert(accountNotes)
    .values({ accountId, userId: author.id, note: text })
    .returning();
  return {
    id: note!.id,
    accountId,
    note: note!.note,
    userId: author.id,
    user: { firstName: author.firstName, lastName: author.lastName },
    createdAt: iso(note!.createdAt),
    updatedAt: iso(note!.updatedAt),
  };
}

/** A note goes only by its author's hand or a Super Admin's. */
export async function deleteNote(
  db: Db,
  accountId: string,
  noteId: string,
  caller: { id: string; roleName: string },
  scope: MarketScope,
): Promise<void> {
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
  if (!note) throw notFound('Note not found.');
  if (note.userId !== caller.id && caller.roleName !== 'Super Admin')
    throw forbidden(ACCOUNT_MESSAGES.noteNotYours);
  await db.delete(accountNotes).where(eq(accountNotes.id, noteId));
}

/** The live token of the account's public pages, made on first use (32 random bytes). */
async function liveToken(db: Db, accountId: string): Promise<string> {
  const find = async () => {
    const [row] = await db
      .select({ token: accountQrTokens.token })
      .from(accountQrTokens)
      .where(and(eq(accountQrTokens.accountId, accountId), isNull(accountQrTokens.revokedAt)));
    return row?.token;
  };
  const existing = await find();
  if (existing) return existing;
  await db
    .insert(accountQrTokens)
    .values({ accountId, token: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  // Two first requests at once: the unique live-token index keeps one, both read it.
  return (await find())!;
}

/** The page names the account's market too: one outside the caller's is a 403. */
export async function accountQrCodes(
  db: Db,
  { accountId, marketId }: { accountId: string; marketId?: string | null },
  publicUrl: string,
  scope: MarketScope,
): Promise<AccountQrCodes> {
  if (marketId) requireMarketInScope(scope, marketId);
  await requireLiveAccount(db, accountId, scope);
  const token = await liveToken(db, accountId);
  const menuLink = `${publicUrl}/public/menu/${token}`;
  const surveyLink = `${publicUrl}/public/feedback/${token}`;
  const options = { errorCorrectionLevel: 'M' as const, margin: 2, width: 320 };
  // Loaded on first use: few requests draw QR codes, and the server's idle memory counts.
  const { default: QRCode } = await import('qrcode');
  const [menuQRCode, surveyQRCode] = await Promise.all([
    QRCode.toDataURL(menuLink, options),
    QRCode.toDataURL(surveyLink, options),
  ]);
  return { menuQRCode, menuLink, surveyQRCode, surveyLink };
}
