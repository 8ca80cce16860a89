// Every environment variable the server reads, parsed and checked once at start (DESIGN.md §6).
// A bad value stops start-up with a message naming the variable.
import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  CONTENT_DIR: z.string().trim().min(1).default('./content'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SITE_URL: z
    .string()
    .trim()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
    .optional(),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
});

export interface Config {
  port: number;
  host: string;
  contentDir: string;
  dataDir: string;
  /** The public origin used in canonical URLs, feeds and social tags, without a trailing slash. */
  siteUrl: string;
  /** Where the built client lives (dist/client). */
  clientDir: string;
  publicDir: string;
  production: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  const port = values.PORT;
  return {
    port,
    host: values.HOST,
    contentDir: path.resolve(rootDir, values.CONTENT_DIR),
    dataDir: path.resolve(rootDir, values.DATA_DIR),
    siteUrl: (values.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    clientDir: path.resolve(rootDir, 'dist/client'),
    publicDir: path.resolve(rootDir, 'public'),
    production: values.NODE_ENV === 'production',
  };
}
