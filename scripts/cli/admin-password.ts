// `npm run admin:password`: sets a new console password. It is read from a prompt that does not
// echo (on a terminal) or from the first line of standard input (`echo … | npm run
// admin:password`), stored only as its hash in DATA_DIR/admin-password.json, and every console
// session ends: a running server notices the file within a second or on SIGHUP, and a server
// started later drops the sessions of the old password (docs/decisions/019).
import { createInterface } from 'node:readline';
import { PASSWORD_LENGTH, storeAdminPassword, PASSWORD_FILE } from '../../server/auth/admin-password';
import { ConfigError } from '../../server/config';
import { loadConfigWithEnvFile } from '../../server/env-file';
import path from 'node:path';

async function main(): Promise<void> {
  const { config } = loadConfigWithEnvFile();
  if (config.admin.password !== undefined) {
    fail('ADMIN_PASSWORD is set (in the environment or the env file) and would replace this password at the next start. Remove it first, or change it there and restart.');
  }
  const password = process.stdin.isTTY ? await promptTwice() : await firstLine();
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    fail(`The password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long.`);
  }
  await storeAdminPassword(config.dataDir, password);
  console.log(`admin:password: the new password is set; only its hash is kept in ${path.join(config.dataDir, PASSWORD_FILE)}.`);
  console.log('admin:password: every console session is signed out: a running server applies it within a second, a stopped one at its next start.');
}

function fail(message: string): never {
  console.error(`admin:password: ${message}`);
  process.exit(1);
}

/** The first line of standard input, without its line break. */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function promptTwice(): Promise<string> {
  const first = await prompt('New console password: ');
  const second = await prompt('Type it again: ');
  if (first !== second) fail('The two passwords differ; nothing was changed.');
  return first;
}

/** Reads a line from the terminal without echoing what is typed. */
function prompt(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    // After the question is shown, echo nothing of what is typed.
    output._writeToOutput = () => {};
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
});
