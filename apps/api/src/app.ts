import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type Db, POSTGRES_POOL_SIZE } from './db/client.js';
import { accountRoutes } from './features/accounts/index.js';
import {
  authRoutes,
  createAuthService,
  createSignInThrottle,
  getOrCreateSetting,
  passwordRoutes,
  singleSignOnRoutes,
} from './features/auth/index.js';
import { calculationRoutes } from './features/calculations/index.js';
import { calendarFeedRoutes } from './features/calendar-feeds/index.js';
import { changeLogPlugin, changeLogRoutes } from './features/change-log/index.js';
import { clientErrorRoutes } from './features/client-errors/index.js';
import { eaterFeedbackRoutes } from './features/eater-feedback/index.js';
import { elementRoutes } from './features/elements/index.js';
import { forecastRoutes } from './features/forecast/index.js';
import { forecastAccuracyRoutes } from './features/forecast-accuracy/index.js';
import { healthRoutes } from './features/health/index.js';
import { hostSurveyRoutes } from './features/host-surveys/index.js';
import { hostRoutes } from './features/hosts/index.js';
import { importRoutes } from './features/imports/index.js';
import { ingredientRoutes } from './features/ingredients/index.js';
import { menuRoutes } from './features/menus/index.js';
import { pdfRoutes } from './features/pdf/index.js';
import { publicPageRoutes } from './features/public-pages/index.js';
import { purchasingRoutes } from './features/purchasing/index.js';
import { referenceRoutes } from './features/reference/index.js';
import { scheduledAddOnRoutes } from './features/scheduled-add-ons/index.js';
import { scheduledMenuRoutes } from './features/scheduled-menus/index.js';
import { serviceEventRoutes } from './features/service-events/index.js';
import { serviceTypeRoutes } from './features/service-types/index.js';
import { servingScheduleRoutes } from './features/serving-schedules/index.js';
import { tagRoutes } from './features/tags/index.js';
import {
  createInvitationsService,
  createUsersService,
  invitationRoutes,
  recordFirstSingleSignOn,
  teamRoutes,
  userRoutes,
} from './features/team/index.js';
import { loggingOptions } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { servingPreparedJson } from './lib/prepared-json.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { accessPlugin } from './plugins/access.js';
import { envelopePlugin, sendFrameworkError } from './plugins/envelope.js';
import { answerParserRefusal } from './plugins/parser-refusals.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { storableTextPlugin } from './plugins/storable-text.js';
import { webAppPlugin } from './plugins/web-app.js';
import { writeBulkheadPlugin } from './plugins/write-bulkhead.js';

export interface AppDeps {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /**
   * API tests: every answer checked forward is also encoded and must be the same text
   * (lib/response-serializer.ts).
   */
  verifyAnswers?: boolean;
  /**
   * API tests: told every route as it is registered, those registered before the access
   * plugin included (whose own start-up check cannot see them): the authorization matrix.
   */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/**
 * Time a client gets to send a whole request (headers and body, at most 1 MiB); handling it
 * afterwards has no limit. Fastify's default is none, which lets a slow sender hold a
 * connection open for ever; Node's own headers limit (60 s) still applies.
 */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * Writes handled at once (plugins/write-bulkhead.ts): a write is mostly CPU, PostgreSQL's
 * and ours, so more at once than the cores only queue inside PostgreSQL on connections the
 * reads need; and never more than half the pool. On 2 cores, with 32 connections saving
 * menus, the calendar's p99 at 4 connections was 186-200 ms without it, 69-106 ms with 5
 * and 45 ms with 2 (the saves 180 → 127 a second; docs/scaling.md).
 */
const WRITES_AT_ONCE = Math.min(POSTGRES_POOL_SIZE / 2, Math.max(2, availableParallelism()));

/** The Fastify instance with every plugin and route, not listening (tests inject). */
export async function buildApp(deps: AppDeps) {
  const { db, config } = deps;
  const app = Fastify({
    ...(deps.logger === undefined ? loggingOptions(config) : { logger: deps.logger }),
    bodyLimit: 1024 * 1024,
    // Typed as Fastify declares it, so that TypeScript keeps the plain HTTP overload.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // A proxy's request id is kept, so one id follows a request through every hop.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // The router's own refusals (broken escapes, overlong parameters) answer the envelope too,
    frameworkErrors: sendFrameworkError,
    // and so do Node's parser's (headers over 16 KB, a request too slow to arrive),
    clientErrorHandler: answerParserRefusal,
    // and requests on a kept-alive connection while the server shuts down (envelope plugin).
    return503OnClosing: false,
    requestTimeout: REQUEST_TIMEOUT_MS,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    servingPreparedJson(responseSerializerCompiler({ verify: deps.verifyAnswers }), {
      verify: deps.verifyAnswers,
    }),
  );

  await app.register(envelopePlugin);
  await app.register(storableTextPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:'], 'style-src': ["'self'", "'unsafe-inline'"] },
    },
  });
  // The console is served from PUBLIC_URL; no other site's pages may call the API.
  await app.register(cors, {
    origin: [new URL(config.publicUrl).origin],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'content-disposition'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Catering operations console API', version: '0.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(rateLimitPlugin, { db });

  const secret =
    config.authSecret ??
    (await getOrCreateSetting(db, 'auth_secret', () => randomBytes(32).toString('hex')));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  const auth = createAuthService({
    db,
    secret,
    publicUrl: config.publicUrl,
    mailer,
    log: app.log,
    sso: config.sso,
    passwordSignIn: config.passwordSignIn,
    onFirstSingleSignOn: recordFirstSingleSignOn(db),
  });
  await app.register(accessPlugin, { auth });
  await app.register(writeBulkheadPlugin, { atOnce: WRITES_AT_ONCE });
  await app.register(changeLogPlugin, { db });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, {
    auth,
    signInThrottle: createSignInThrottle(db, {
      attemptsPerAccountAndClientPerMinute: config.signInAttemptsPerMinute,
      failuresPerClientPerHour: config.signInFailuresPerClientPerHour,
      failuresPerAccountPerHour: config.signInFailuresPerAccountPerHour,
    }),
    signInAttemptsPerMinute: config.signInAttemptsPerMinute,
    signInAttemptsPerClientPerMinute: config.signInAttemptsPerClientPerMinute,
    features: { chefSurvey: config.chefSurveyUrl !== undefined },
  });
  await app.register(singleSignOnRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(passwordRoutes, {
    auth,
    attemptsPerMinute: config.signInAttemptsPerMinute,
  });
  await app.register(clientErrorRoutes);
  await app.register(referenceRoutes, { db });
  await app.register(tagRoutes, { db });
  await app.register(serviceTypeRoutes, { db });
  await app.register(ingredientRoutes, { db });
  await app.register(importRoutes, { db });
  await app.register(elementRoutes, { db });
  await app.register(menuRoutes, {
    db,
    description: { url: config.descriptionApiUrl, timeoutMs: config.descriptionApiTimeoutMs },
  });
  await app.register(accountRoutes, { db, publicUrl: config.publicUrl });
  await app.register(servingScheduleRoutes, { db });
  await app.register(serviceEventRoutes, { db });
  await app.register(scheduledMenuRoutes, { db, chefSurveyUrl: config.chefSurveyUrl });
  await app.register(scheduledAddOnRoutes, { db });
  await app.register(calculationRoutes, { db });
  await app.register(purchasingRoutes, { db });
  await app.register(forecastRoutes, { db });
  await app.register(forecastAccuracyRoutes, { db });
  await app.register(pdfRoutes, { db });
  await app.register(hostRoutes, { db });
  await app.register(hostSurveyRoutes, { db });
  await app.register(publicPageRoutes, { db });
  await app.register(calendarFeedRoutes, { db, publicUrl: config.publicUrl });
  await app.register(eaterFeedbackRoutes, { db });
  await app.register(userRoutes, {
    db,
    users: createUsersService({
      db,
      mailer,
      publicUrl: config.publicUrl,
      log: app.log,
      singleSignOnOnly: config.passwordSignIn ? undefined : config.sso?.name,
    }),
  });
  await app.register(teamRoutes, { db });
  await app.register(changeLogRoutes, { db });
  await app.register(invitationRoutes, {
    invitations: createInvitationsService({ db, auth }),
    signInAttemptsPerMinute: config.signInAttemptsPerMinute,
  });
  await app.register(webAppPlugin, { distDir: deps.serveWebApp ? config.webDistDir : undefined });

  return app;
}
