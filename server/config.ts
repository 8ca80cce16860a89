// Every environment variable the server reads, parsed and checked once at start, in one place.
// A bad value stops start-up with a message naming the variable.
import path from 'node:path';
import { z } from 'zod';
import { httpUrl } from '../src/lib/schemas/content-schemas';
import { LOG_LEVELS, type LogLevel } from './logger';

const port = z.coerce.number().int().min(0).max(65535);
/** An optional text setting (an empty one never gets here: see `isUnset`). */
const optionalSetting = z.string().trim().optional();

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  CONTENT_DIR: z.string().trim().min(1).default('./content'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  // Unset: http://localhost:PORT, right until the site has an address.
  SITE_URL: httpUrl.optional(),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Read by server/env-file.ts before this schema; listed so that an env file may name it.
  ENV_FILE: z.string().optional(),
  // Blog console: sign-in, AI suggestions, commit author.
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_SESSION_HOURS: z.coerce.number().positive().max(24 * 90).default(168),
  OPENAI_API_KEY: optionalSetting,
  OPENAI_BASE_URL: httpUrl.optional(),
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  GIT_AUTHOR_NAME: optionalSetting,
  GIT_AUTHOR_EMAIL: z.string().trim().email().optional(),
  // Leads (server/leads): proxy hops, the form rate limit, and the optional e-mail to the owner.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .refine((value) => /^(true|false|\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/.test(value), 'use false, a hop count, or addresses/subnets such as loopback'),
  LEADS_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  SMTP_HOST: optionalSetting,
  SMTP_PORT: port.default(587),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: optionalSetting,
  SMTP_PASS: optionalSetting,
  MAIL_FROM: optionalSetting,
  MAIL_TO: z.string().trim().email().optional(),
  // Content sync with a Git remote (server/sync): without CONTENT_GIT_REMOTE, sync is off.
  CONTENT_GIT_REMOTE: optionalSetting.refine((value) => !value?.startsWith('-'), 'must be a URL or a path, not an option'),
  CONTENT_GIT_BRANCH: optionalSetting.refine((value) => value === undefined || isBranchName(value), 'must be a branch name such as main'),
  CONTENT_SYNC_INTERVAL: z.coerce.number().min(0).max(86_400).default(60),
  CONTENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters (e.g. the output of openssl rand -hex 32)').optional(),
  CONTENT_SYNC_DEGRADED_AFTER: z.coerce.number().min(0).default(900),
  // Seconds between walks of CONTENT_DIR that catch what the file watcher missed; 0: none.
  CONTENT_RESCAN_INTERVAL: z.coerce.number().min(0).max(86_400).default(30),
  // Resized images the main pages show, made after a start and after each content change.
  IMAGE_WARM_UP: z.enum(['on', 'off']).optional(),
  // Tests only (NODE_ENV=test): their fake providers' loopback origins, let past the rule that
  // content URLs are fetched over https from public addresses only (server/fetch/).
  CONTENT_FETCH_TEST_ORIGINS: z.string().transform((value, context) => testOrigins(value, context)).optional(),
});

/** Every variable Folio reads; an env file naming another is reported (a typo, most likely). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

/**
 * The one rule for every setting, wherever it comes from: an empty value (or spaces alone) means
 * unset, so a key that .env.example leaves empty (`GIT_AUTHOR_NAME=`) takes its default. Applied
 * here before the schema, and by server/env-file.ts to what child processes inherit.
 */
export function isUnset(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** The settings of `env` that are set: Folio's names only, empty values left out. */
function setSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(SETTING_NAMES.flatMap((name) => (isUnset(env[name]) ? [] : [[name, env[name]!]])));
}

export interface Config {
  port: number;
  host: string;
  contentDir: string;
  dataDir: string;
  /** The public origin used in canonical URLs, feeds and social tags, without a trailing slash. */
  siteUrl: string;
  /** SITE_URL was set: passkeys belong to its host; unset, to the host each request names (decision 088-passkeys-never-wait-behind-passwords). */
  siteUrlSet: boolean;
  /** Where the built client lives (dist/client). */
  clientDir: string;
  publicDir: string;
  /** The premium templates, one folder each (templates/<componentPath>), exported as zips. */
  templatesDir: string;
  production: boolean;
  /** The lowest level logged (LOG_LEVEL). */
  logLevel: LogLevel;
  /** The blog console: password (unset: generated at first start), session lifetime. */
  admin: { password: string | undefined; sessionTtlMs: number };
  /** An OpenAI-compatible provider for 'Generate with AI'; without a key the built-in analyzer answers. */
  ai: { apiKey: string | undefined; baseUrl: string | undefined; model: string };
  /** The console's commit author; unset parts come from the site settings' owner. */
  git: { authorName: string | undefined; authorEmail: string | undefined };
  /** Express 'trust proxy': the hops allowed to name the visitor's address (rate limits). */
  trustProxy: boolean | number | string;
  /** Lead form posts allowed per address per 15 minutes, per form; 0 turns the limit off. */
  leadsRateLimit: number;
  /** Outgoing mail for new contact messages; null when SMTP_HOST is not set. */
  smtp: SmtpConfig | null;
  /** Content sync with a Git remote; null (off) when CONTENT_GIT_REMOTE is not set. */
  sync: SyncConfig | null;
  /** How often CONTENT_DIR is walked for files the watcher missed; 0: never. */
  contentRescanMs: number;
  /** Whether the main pages' resized images are made before a visitor asks (IMAGE_WARM_UP; off in tests). */
  imageWarmUp: boolean;
  /** Origins let past the content fetch rule (CONTENT_FETCH_TEST_ORIGINS, tests only); none on a live site. */
  contentFetchTestOrigins: string[];
}

export interface SyncConfig {
  /** A URL, an scp-like address (git@host:repo.git) or an absolute path. */
  remote: string;
  /** The remote's branch; undefined: the name of the branch checked out in CONTENT_DIR. */
  branch: string | undefined;
  /** How often to pull; 0: only on the webhook and after console commits. */
  intervalMs: number;
  /** Unset: the webhook refuses every call. */
  webhookSecret: string | undefined;
  /** How long sync may keep failing before /healthz reports it as degraded. */
  degradedAfterMs: number;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  /** Defaults to the owner's e-mail in the site settings. */
  to?: string;
}

export class ConfigError extends Error {}

/** Never echoed in a configuration error. */
const SECRET_VARIABLES = new Set(['ADMIN_PASSWORD', 'OPENAI_API_KEY', 'SMTP_PASS', 'CONTENT_WEBHOOK_SECRET', 'CONTENT_GIT_REMOTE']);

/**
 * `rootDir` resolves the relative settings (CONTENT_DIR, DATA_DIR, a remote's path): the working
 * directory, which a service unit sets. `appDir` holds the app's own files (dist/, public/,
 * templates/): the checkout the server runs from, wherever it is started.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd(), appDir = rootDir): Config {
  const result = envSchema.safeParse(setSettings(env));
  if (!result.success) {
    const shown = (name: string) => (SECRET_VARIABLES.has(name) ? 'a value that is not shown' : JSON.stringify(env[name]));
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${shown(String(issue.path[0]))})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  if (values.CONTENT_FETCH_TEST_ORIGINS && values.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration:\n  CONTENT_FETCH_TEST_ORIGINS: is for tests only (NODE_ENV=test); remove it: a live site fetches content URLs over https from public addresses only');
  }
  const port = values.PORT;
  return {
    port,
    host: values.HOST,
    contentDir: path.resolve(rootDir, values.CONTENT_DIR),
    dataDir: path.resolve(rootDir, values.DATA_DIR),
    siteUrl: (values.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    siteUrlSet: values.SITE_URL !== undefined,
    clientDir: path.resolve(appDir, 'dist/client'),
    publicDir: path.resolve(appDir, 'public'),
    templatesDir: path.resolve(appDir, 'templates'),
    production: values.NODE_ENV === 'production',
    logLevel: values.LOG_LEVEL,
    admin: { password: values.ADMIN_PASSWORD, sessionTtlMs: values.ADMIN_SESSION_HOURS * 3_600_000 },
    ai: { apiKey: values.OPENAI_API_KEY, baseUrl: values.OPENAI_BASE_URL, model: values.AI_MODEL },
    git: { authorName: values.GIT_AUTHOR_NAME, authorEmail: values.GIT_AUTHOR_EMAIL },
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    leadsRateLimit: values.LEADS_RATE_LIMIT,
    smtp: values.SMTP_HOST
      ? {
          host: values.SMTP_HOST,
          port: values.SMTP_PORT,
          secure: values.SMTP_SECURE ? values.SMTP_SECURE === 'true' : values.SMTP_PORT === 465,
          ...(values.SMTP_USER && { user: values.SMTP_USER, pass: values.SMTP_PASS ?? '' }),
          from: values.MAIL_FROM ?? (values.SMTP_USER?.includes('@') ? values.SMTP_USER : `Folio <folio@${values.SMTP_HOST}>`),
          ...(values.MAIL_TO && { to: values.MAIL_TO }),
        }
      : null,
    sync: values.CONTENT_GIT_REMOTE
      ? {
          remote: resolveRemote(values.CONTENT_GIT_REMOTE, rootDir),
          branch: values.CONTENT_GIT_BRANCH,
          intervalMs: values.CONTENT_SYNC_INTERVAL * 1000,
          webhookSecret: values.CONTENT_WEBHOOK_SECRET,
          degradedAfterMs: values.CONTENT_SYNC_DEGRADED_AFTER * 1000,
        }
      : null,
    contentRescanMs: values.CONTENT_RESCAN_INTERVAL * 1000,
    imageWarmUp: (values.IMAGE_WARM_UP ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    contentFetchTestOrigins: values.CONTENT_FETCH_TEST_ORIGINS ?? [],
  };
}

/** A comma-separated list of loopback origins with a port (http://127.0.0.1:4100), as origins. */
function testOrigins(value: string, context: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (url && /^https?:$/.test(url.protocol) && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname) && url.port && url.origin === item.replace(/\/$/, '')) origins.push(url.origin);
    else context.addIssue({ code: 'custom', message: `${item} is not a loopback origin with a port, such as http://127.0.0.1:4100` });
  }
  return origins;
}

/** A Git branch name as `git check-ref-format --branch` would accept it (the common subset). */
function isBranchName(value: string): boolean {
  return /^[\w][\w./-]*$/.test(value) && !/\.\.|\/\/|\/\.|\.lock$|[./]$/.test(value);
}

/** URLs and scp-like addresses pass as they are; a local path is resolved like CONTENT_DIR. */
function resolveRemote(value: string, rootDir: string): string {
  if (value.includes('://') || /^[^/:]+:/.test(value)) return value;
  return path.resolve(rootDir, value);
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}
