// Settings from an env file: `.env` in the working directory (or the file ENV_FILE names; set but
// empty, none), parsed by Node's own parser (util.parseEnv) and then validated with the
// environment by loadConfig, so a bad value there stops start-up like a bad variable does. The
// environment wins over the file, as with systemd's EnvironmentFile or `node --env-file`. Values
// the file adds are put into process.env too, so Git and other child processes see them.
// An empty value means unset (`isUnset`, server/config.ts), for every key: one the file leaves
// empty is not passed on, and an empty setting in the environment is taken out of it (the file's
// value then applies). Git reads GIT_AUTHOR_NAME itself, and an empty one refuses every commit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError, isUnset, loadConfig, SETTING_NAMES, type Config } from './config';

/** Read by programs Folio starts (git, ssh, Node itself), so an env file may set them too. */
const PASSED_ON = new Set(['GIT_SSH_COMMAND', 'SSH_AUTH_SOCK', 'HOME', 'TZ', 'UV_THREADPOOL_SIZE', 'NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS']);

export interface EnvFile {
  /** The file read, or null when there was none. */
  file: string | null;
  values: Record<string, string>;
  /** Names the file sets that nothing reads, for a warning (a typo such as SMPT_HOST). */
  unknown: string[];
}

export function readEnvFile(env: NodeJS.ProcessEnv, rootDir: string): EnvFile {
  const named = env.ENV_FILE;
  if (named === '') return { file: null, values: {}, unknown: [] };
  const file = path.resolve(rootDir, named ?? '.env');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && named === undefined) return { file: null, values: {}, unknown: [] };
    throw new ConfigError(`Invalid configuration:\n  ENV_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const values = Object.fromEntries(Object.entries(parseEnv(text)).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const unknown = Object.keys(values).filter((name) => !SETTING_NAMES.includes(name) && !PASSED_ON.has(name));
  return { file, values, unknown };
}

/** The configuration from the environment and the env file; the file's values also go into `env`. */
export function loadConfigWithEnvFile(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd(), appDir = rootDir): { config: Config; envFile: EnvFile } {
  const envFile = readEnvFile(env, rootDir);
  for (const name of SETTING_NAMES) if (env[name] !== undefined && isUnset(env[name])) delete env[name];
  for (const [name, value] of Object.entries(envFile.values)) if (env[name] === undefined && !isUnset(value)) env[name] = value;
  return { config: loadConfig(env, rootDir, appDir), envFile };
}

/** The start-up line about the env file, when there is something to say. */
export function envFileNotes(envFile: EnvFile): { info?: string; warn?: string } {
  if (!envFile.file) return {};
  return {
    info: `config: read ${Object.keys(envFile.values).length} setting(s) from ${envFile.file} (the environment wins where both set one)`,
    ...(envFile.unknown.length > 0 && { warn: `config: ${envFile.file} sets ${envFile.unknown.join(', ')}, which Folio does not read (a typo?)` }),
  };
}
