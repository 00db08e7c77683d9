import {
  accountListItemSchema,
  accountListQueryExtra,
  accountNoteSchema,
  accountPortionModifiersSchema,
  accountQrCodesSchema,
  accountSchema,
  archiveAccountQuerySchema,
  createAccountSchema,
  envelopeOf,
  futureServicesSchema,
  idParamsSchema,
  listQuerySchema,
  noteInputSchema,
  pointOfContactInputSchema,
  pointOfContactSchema,
  qrCodesQuerySchema,
  updateAccountSchema,
  updatePortionModifiersSchema,
  uuid,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import { archiveAccount, futureServicesOf, restoreAccount } from './account-archive.service.js';
import {
  accountQrCodes,
  deleteNote,
  getPointOfContact,
  listNotes,
  postNote,
  savePointOfContact,
} from './account-details.service.js';
import { accountExportRoutes } from './account-export.routes.js';
import { listPortionModifiers, savePortionModifiers } from './account-modifiers.service.js';
import { createAccount, getAccount, listAccounts, updateAccount } from './accounts.service.js';

/** Accounts lists reach 4096 rows (the host view reads them whole, spec 9). */
const MAX_ACCOUNTS_PAGE = 4096;

export async function accountRoutes(
  app: FastifyInstance,
  { db, publicUrl }: { db: Db; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const one = { 200: envelopeOf(accountSchema) };
  const removed = { 200: envelopeOf(z.object({ id: z.uuid() })) };
  await accountExportRoutes(app, { db });

  r.get(
    '/v1/accounts',
    {
      schema: {
        tags,
        querystring: listQuerySchema({ maxPerPage: MAX_ACCOUNTS_PAGE }).extend(
          accountListQueryExtra.shape,
        ),
        response: { 200: envelopeOf(z.array(accountListItemSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const page = await listAccounts(db, request.query, request.marketScope);
      return okList(page.rows, page.count);
    },
  );

  r.get(
    '/v1/accounts/qr-codes',
    {
      schema: {
        tags,
        summary: "Links and QR images of the account's public menu page and feedback form",
        querystring: qrCodesQuerySchema,
        response: { 200: envelopeOf(accountQrCodesSchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await accountQrCodes(db, request.query, publicUrl, request.marketScope)),
  );

  r.post(
    '/v1/accounts',
    {
      schema: { tags, body: createAccountSchema, response: { 201: envelopeOf(accountSchema) } },
      // The spec puts the accounts list's add button behind addElement.
      config: { access: 'addElement', markets: 'scoped' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createAccount(db, request.body, request.marketScope), {}, 201);
    },
  );

  r.get(
    '/v1/accounts/:id',
    {
      schema: { tags, params: idParamsSchema, response: one },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await getAccount(db, request.params.id, request.marketScope)),
  );

  r.put(
    '/v1/accounts/:id',
    {
      schema: { tags, params: idParamsSchema, body: updateAccountSchema, response: one },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await updateAccount(db, request.params.id, request.body, request.marketScope)),
  );

  r.get(
    '/v1/accounts/:id/future-services',
    {
      schema: {
        tags,
        summary: 'The services after today that archiving the account would remove',
        params: idParamsSchema,
        response: { 200: envelopeOf(futureServicesSchema) },
      },
      config: { access: 'removeMenu', markets: 'scoped' },
    },
    async (request) => ok(await futureServicesOf(db, request.params.id, request.marketScope)),
  );

  r.delete(
    '/v1/accounts/:id',
    {
      schema: {
        tags,
        summary: 'Archive the account; with removeFutureServices, end its schedules first',
        params: idParamsSchema,
        querystring: archiveAccountQuerySchema,
        response: removed,
      },
      config: { access: 'removeMenu', markets: 'scoped' },
    },
    async (request) => {
      await archiveAccount(db, request.params.id, request.query, request.marketScope);
      return ok({ id: request.params.id });
    },
  );

  r.post(
    '/v1/accounts/:id/restore',
    {
      schema: {
        tags,
        summary: 'Put an archived account back',
        params: idParamsSchema,
        response: one,
      },
      config: { access: 'removeMenu', markets: 'scoped' },
    },
    async (request) => {
      await restoreAccount(db, request.params.id, request.marketScope);
      return ok(await getAccount(db, request.params.id, request.marketScope));
    },
  );

  r.get(
    '/v1/accounts/:id/notes',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: envelopeOf(z.array(accountNoteSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const notes = await listNotes(db, request.params.id, request.marketScope);
      return okList(notes, notes.length);
    },
  );

  r.post(
    '/v1/accounts/:id/notes',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: noteInputSchema,
        response: { 201: envelopeOf(accountNoteSchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request, reply) => {
      reply.status(201);
      const note = await postNote(
        db,
        request.params.id,
        currentUser(request),
        request.body.note,
        request.marketScope,
      );
      return ok(note, {}, 201);
    },
  );

  r.delete(
    '/v1/accounts/:id/notes/:noteId',
    {
      schema: {
        tags,
        summary: 'Delete a note (its author or a Super Admin)',
        params: z.object({ id: uuid, noteId: uuid }),
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const user = currentUser(request);
      await deleteNote(
        db,
        request.params.id,
        request.params.noteId,
        { id: user.id, roleName: user.role?.name ?? null },
        request.marketScope,
      );
      return ok({ id: request.params.noteId });
    },
  );

  const modifiers = { 200: envelopeOf(accountPortionModifiersSchema) };
  r.get(
    '/v1/accounts/:id/portion-modifiers',
    {
      schema: { tags, params: idParamsSchema, response: modifiers },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await listPortionModifiers(db, request.params.id, request.marketScope)),
  );

  r.put(
    '/v1/accounts/:id/portion-modifiers',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updatePortionModifiersSchema,
        response: modifiers,
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await savePortionModifiers(db, request.params.id, request.body, request.marketScope)),
  );

  r.post(
    '/v1/account-poc-users',
    {
      schema: {
        tags,
        summary: "Create or update the account's point of contact",
        body: pointOfContactInputSchema,
        response: { 200: envelopeOf(pointOfContactSchema) },
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) => ok(await savePointOfContact(db, request.body, request.marketScope)),
  );

  r.get(
    '/v1/account-poc-users/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: envelopeOf(pointOfContactSchema) } },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await getPointOfContact(db, request.params.id, request.marketScope)),
  );
}
