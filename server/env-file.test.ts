import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { loadConfigWithEnvFile, readEnvFile } from './env-file';

/** .env.example as the repository holds it, read when the test runs: a key added there is tested too. */
const EXAMPLE_TEXT = readFileSync(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../.env.example'), 'utf8');
const EXAMPLE = parseEnv(EXAMPLE_TEXT) as Record<string, string>;
const EXAMPLE_KEYS = Object.keys(EXAMPLE);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-env-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const envFile = (text: string, name = '.env') => writeFile(path.join(dir, name), text);

describe('the env file', () => {
  it('is read from the working directory, below the environment, and its values reach child processes', async () => {
    await envFile('# comment\nPORT=4100\nSITE_URL="https://from-file.example"\nDATA_DIR=./state\nGIT_SSH_COMMAND=ssh -i key\n');
    const env: NodeJS.ProcessEnv = { PORT: '4200' };
    const { config, envFile: read } = loadConfigWithEnvFile(env, dir);
    expect(config.port).toBe(4200);
    expect(config.siteUrl).toBe('https://from-file.example');
    expect(config.dataDir).toBe(path.join(dir, 'state'));
    expect(env.GIT_SSH_COMMAND).toBe('ssh -i key');
    expect(read).toMatchObject({ file: path.join(dir, '.env'), unknown: [] });
  });

  it('is validated like the environment: a bad value stops start-up naming the variable', async () => {
    await envFile('PORT=eighty\n');
    expect(() => loadConfigWithEnvFile({}, dir)).toThrow(ConfigError);
    expect(() => loadConfigWithEnvFile({}, dir)).toThrow(/PORT: /);
  });

  it('reports names nothing reads, such as a typo', async () => {
    await envFile('SMPT_HOST=mail.example.com\nSMTP_HOST=mail.example.com\n');
    expect(readEnvFile({}, dir).unknown).toEqual(['SMPT_HOST']);
  });

  it('comes from ENV_FILE when set, from none when ENV_FILE is empty, and is optional only by default', async () => {
    await envFile('PORT=4300\n', 'folio.env');
    await envFile('PORT=4400\n');
    expect(loadConfigWithEnvFile({ ENV_FILE: 'folio.env' }, dir).config.port).toBe(4300);
    expect(loadConfigWithEnvFile({ ENV_FILE: '' }, dir).config.port).toBe(3000);
    expect(() => readEnvFile({ ENV_FILE: 'missing.env' }, dir)).toThrow(/ENV_FILE: cannot read/);
    await rm(path.join(dir, '.env'));
    expect(readEnvFile({}, dir).file).toBeNull();
  });

  it('takes .env.example copied as is: every empty setting is unset, and no empty value reaches child processes', async () => {
    await envFile(EXAMPLE_TEXT);
    const env: NodeJS.ProcessEnv = {};
    const { config, envFile: read } = loadConfigWithEnvFile(env, dir);
    const setInExample = Object.fromEntries(Object.entries(EXAMPLE).filter(([, value]) => value !== ''));
    expect(config).toEqual(loadConfig(setInExample, dir));
    expect(config).toMatchObject({ port: 3000, siteUrl: 'http://localhost:3000', git: { authorName: undefined, authorEmail: undefined }, smtp: null, sync: null, admin: { password: undefined } });
    expect(read.unknown).toEqual([]);
    // An empty GIT_AUTHOR_NAME in git's environment is "empty ident name": every commit refused.
    for (const [name, value] of Object.entries(EXAMPLE)) expect(env[name]).toBe(value === '' ? undefined : value);
  });

  it.each(EXAMPLE_KEYS)('reads %s= (empty) as unset, from the env file or the environment', async (name) => {
    const defaults = loadConfig({}, dir);
    await envFile(`${name}=\n`);
    const fromFile: NodeJS.ProcessEnv = {};
    expect(loadConfigWithEnvFile(fromFile, dir).config).toEqual(defaults);
    expect(fromFile).not.toHaveProperty(name);
    // Empty in the environment (a unit's Environment=NAME=): unset too, so the file's value applies.
    await envFile(`${name}=${EXAMPLE[name] ?? ''}\n`);
    const fromEnvironment: NodeJS.ProcessEnv = { [name]: '' };
    expect(loadConfigWithEnvFile(fromEnvironment, dir).config).toEqual(loadConfig(EXAMPLE[name] ? { [name]: EXAMPLE[name] } : {}, dir));
    expect(fromEnvironment[name]).toBe(EXAMPLE[name] || undefined);
    // And spaces alone are no value either.
    expect(loadConfig({ [name]: '  ' }, dir)).toEqual(defaults);
  });
});
