import path from 'node:path';
import { PASSWORD_MIN_LENGTH, SIGN_IN_ATTEMPTS_PER_MINUTE } from '@catering/domain';
import { z } from 'zod';

/** Sign-ins one client gets a minute, over all addresses. */
export const SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE = 30;
/** Failed sign-ins one client gets an hour, over all addresses. */
export const SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR = 20;
/** Failed sign-ins one address gets an hour from all clients: ASVS 2.2.1 allows at most 100. */
export const SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR = 100;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  PDF_BASE_URL: optionalString,
  AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('admin@example.com')),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(PASSWORD_MIN_LENGTH).max(128).optional(),
  ),
  DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  DEMO_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(PASSWORD_MIN_LENGTH).max(128).optional(),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().default('Catering Console <no-reply@localhost>'),
  ),
  DESCRIPTION_API_URL: optionalString,
  DESCRIPTION_API_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  // The web app shows Complete Chef Survey only when this is set, so a typo must stop the
  // start rather than put a button on every menu card that fails when pressed.
  CHEF_SURVEY_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'Use an http(s) address of the survey form.' }).optional(),
  ),
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).optional(),
  SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE),
  SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR),
  SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(100, { error: 'At most 100 (ASVS 2.2.1).' })
    .default(SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['auto', 'pretty', 'json']).default('auto')),
  WEB_DIST_DIR: optionalString,
  OIDC_ISSUER: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'Use the http(s) address of the identity provider.' })
      .optional(),
  ),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.preprocess(emptyAsUndefined, z.string().max(40).default('SSO')),
  OIDC_ALLOWED_DOMAINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\s*[a-z0-9.-]+\.[a-z]{2,}\s*(,\s*[a-z0-9.-]+\.[a-z]{2,}\s*)*$/i, {
        error: 'Use e-mail domains separated by commas, e.g. example.com,example.org.',
      })
      .optional(),
  ),
  PASSWORD_SIGN_IN: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(true|\d{1,2}|[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*)$/, {
        error: 'Use true, a number of proxies, or addresses/CIDRs separated by commas.',
      })
      .optional(),
  ),
});

/** Single sign-on through the operator's OpenID Connect provider (docs/single-sign-on.md). */
export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the button: "Sign in with {name}". */
  name: string;
  /** Lower-case e-mail domains whose people may arrive uninvited, with no role. */
  allowedDomains: string[];
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  pdfBaseUrl: string;
  authSecret: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  demoData: boolean;
  demoPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  descriptionApiUrl: string | undefined;
  /** How long a save or an editor waits for the external generator before using the built-in text. */
  descriptionApiTimeoutMs: number;
  chefSurveyUrl: string | undefined;
  /**
   * Sign-in attempts one client gets a minute on one e-mail address; also the attempts one
   * client gets at reset confirmations and invitation acceptances.
   */
  signInAttemptsPerMinute: number;
  /** Sign-in attempts one client gets a minute over all addresses. */
  signInAttemptsPerClientPerMinute: number;
  /** Failed sign-ins one client gets an hour over all addresses. */
  signInFailuresPerClientPerHour: number;
  /** Failed sign-ins one address gets an hour from every client together (at most 100). */
  signInFailuresPerAccountPerHour: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** `auto`: one readable line per entry on a terminal, JSON lines otherwise (lib/logger.ts). */
  logFormat: z.infer<typeof envSchema>['LOG_FORMAT'];
  webDistDir: string;
  sso: SsoConfig | undefined;
  /**
   * PASSWORD_SIGN_IN=off: with single sign-on set up, only Super Admins may still use a
   * password (their way back in when the provider fails).
   */
  passwordSignIn: boolean;
  /**
   * Behind a load balancer: which proxies' X-Forwarded-For to believe, so that the limits
   * keyed by client address count each client, not the proxy (Fastify's trustProxy).
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
};

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  // A number of proxies: believe that many hops from the nearest one.
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** All three OIDC settings or none; turning passwords off needs single sign-on. */
function ssoOf(e: z.infer<typeof envSchema>): SsoConfig | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = e;
  const given = { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret };
  const missing = Object.entries(given)
    .filter(([, value]) => value === undefined)
    .map(([key]) => key);
  if (missing.length === 3) {
    if (e.PASSWORD_SIGN_IN === 'off') {
      throw new ConfigError(
        'Invalid configuration:\n  PASSWORD_SIGN_IN: off needs single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET); nobody could sign in.',
      );
    }
    return undefined;
  }
  if (!issuer || !clientId || !clientSecret) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together.`,
    );
  }
  const allowedDomains = (e.OIDC_ALLOWED_DOMAINS ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  return {
    issuer: issuer.replace(/\/$/, ''),
    clientId,
    clientSecret,
    name: e.OIDC_NAME,
    allowedDomains,
  };
}

/**
 * A bad environment variable. Its message names every problem; the start prints it without a
 * stack, which would only point into this file.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The environment, parsed once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const sso = ssoOf(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    pdfBaseUrl: (e.PDF_BASE_URL ?? publicUrl).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA === 'on',
    demoPassword: e.DEMO_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    descriptionApiUrl: e.DESCRIPTION_API_URL,
    descriptionApiTimeoutMs: e.DESCRIPTION_API_TIMEOUT_MS,
    chefSurveyUrl: e.CHEF_SURVEY_URL,
    signInAttemptsPerMinute: e.SIGN_IN_ATTEMPTS_PER_MINUTE ?? SIGN_IN_ATTEMPTS_PER_MINUTE,
    signInAttemptsPerClientPerMinute: e.SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE,
    signInFailuresPerClientPerHour: e.SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR,
    signInFailuresPerAccountPerHour: e.SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    sso,
    passwordSignIn: e.PASSWORD_SIGN_IN === 'on',
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
  };
}
