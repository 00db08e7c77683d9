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
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { answeringConstraintErrors } from '../../lib/constraint-errors.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/list.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import {
  deleteAccountNote,
  findAccountNotes,
  findLiveQrToken,
  findNoteAuthor,
  findPointOfContact,
  findRoleIdByName,
  findUserByEmail,
  findUserNames,
  frontsAccountOutsideMarkets,
  insertAccountNote,
  insertPointOfContactUser,
  insertQrTokenUnlessLive,
  setAccountPointOfContact,
  updateUserNames,
} from './account-details.repo.js';
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
  return answeringConstraintErrors(
    { unique: () => conflict(ACCOUNT_MESSAGES.pocEmailUsed(input.email)) },
    () =>
      db.transaction(async (tx) => {
        const roleId = await findRoleIdByName(tx, POINT_OF_CONTACT_ROLE);
        if (!roleId) throw new Error('The Point of Contact role is missing from the seed');
        const names = {
          firstName: input.firstName,
          lastName: input.lastName,
          name: `${input.firstName} ${input.lastName}`,
        };
        const existing = await findUserByEmail(tx, input.email);
        if (existing && existing.userType !== 'Point of Contact')
          throw conflict(ACCOUNT_MESSAGES.pocEmailUsed(input.email));
        let userId = existing?.id;
        if (userId && (await frontsAccountOutsideMarkets(tx, userId, scope))) {
          // A limited user may link a contact who also fronts another market's site, but
          // not rename them there.
          const stored = await findUserNames(tx, userId);
          if (stored?.firstName !== input.firstName || stored?.lastName !== input.lastName)
            throw forbidden(MARKET_SCOPE_MESSAGES.outsideMarkets);
        }
        if (userId) await updateUserNames(tx, userId, names);
        else userId = await insertPointOfContactUser(tx, { ...names, email: input.email, roleId });
        await setAccountPointOfContact(tx, input.accountId, userId);
        return { id: userId, email: input.email, ...names };
      }),
  );
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
  const row = await findPointOfContact(db, userId, scope);
  if (!row) throw notFound('Point of contact not found.');
  return row;
}

export async function listNotes(
  db: Db,
  accountId: string,
  scope: MarketScope,
): Promise<AccountNote[]> {
  await requireLiveAccount(db, accountId, scope);
  return findAccountNotes(db, accountId);
}

export async function postNote(
  db: Db,
  accountId: string,
  author: { id: string; firstName: string; lastName: string },
  text: string,
  scope: MarketScope,
): Promise<AccountNote> {
  await requireLiveAccount(db, accountId, scope);
  const note = await insertAccountNote(db, { accountId, userId: author.id, note: text });
  return {
    id: note.id,
    accountId,
    note: note.note,
    userId: author.id,
    user: { firstName: author.firstName, lastName: author.lastName },
    createdAt: iso(note.createdAt),
    updatedAt: iso(note.updatedAt),
  };
}

/** A note goes only by its author's hand or a Super Admin's. */
export async function deleteNote(
  db: Db,
  accountId: string,
  noteId: string,
  caller: { id: string; roleName: string | null },
  scope: MarketScope,
): Promise<void> {
  const note = await findNoteAuthor(db, accountId, noteId, scope);
  if (!note) throw notFound('Note not found.');
  if (note.userId !== caller.id && caller.roleName !== 'Super Admin')
    throw forbidden(ACCOUNT_MESSAGES.noteNotYours);
  await deleteAccountNote(db, noteId);
}

/** The live token of the account's public pages, made on first use (32 random bytes). */
async function liveToken(db: Db, accountId: string): Promise<string> {
  const existing = await findLiveQrToken(db, accountId);
  if (existing) return existing;
  await insertQrTokenUnlessLive(db, accountId, randomBytes(32).toString('base64url'));
  // Two first requests at once: the unique live-token index keeps one, both read it.
  return (await findLiveQrToken(db, accountId))!;
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
