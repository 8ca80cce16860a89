// Processes a test starts run in a process group of their own, and are stopped as a group: a
// test that stopped `npm start` used to end npm and leave its node child serving after the run.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Starts `command` as the leader of a new process group (its children join the group). */
export function spawnInGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Sends `signal` to the whole group and waits for the leader to exit (SIGKILL after `graceMs`);
 * then kills whatever of the group is left, so nothing it started outlives the test.
 */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child, signal);
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  signalGroup(child, 'SIGKILL');
}
