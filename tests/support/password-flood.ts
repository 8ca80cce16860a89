// A flood of wrong passwords from many addresses at once (issue 40, finding 4), as the sign-in
// tests make it: one connection per address, each naming its address in X-Forwarded-For (the
// built server's default TRUST_PROXY=loopback believes it, as it believes nginx), each sending
// its next guess as soon as the last is answered, until stopped.
import { send } from './admin-client';

export interface PasswordFlood {
  /** How many of the flood's addresses have had a guess evaluated (answered 401) so far. */
  addressesEvaluated: () => number;
  /** Stops the flood; resolves to the statuses its guesses got, with how many of each. */
  stop: () => Promise<Map<number, number>>;
}

/** A pause after a refused guess, so the test's own loop leaves the machine some air. */
const REFUSED_PAUSE_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` distinct IPv4 addresses under 10.`second`.x.x (a prefix per test keeps their throttles apart). */
export const floodAddresses = (count: number, second: number) => Array.from({ length: count }, (_, i) => `10.${second}.${Math.floor(i / 200)}.${(i % 200) + 1}`);

/** Wrong guesses at `baseUrl`'s password sign-in from each of `addresses`, until stopped. */
export function floodWrongPasswords(baseUrl: string, addresses: string[]): PasswordFlood {
  let running = true;
  const statuses = new Map<number, number>();
  const evaluated = new Set<string>();
  const loops = addresses.map(async (address, i) => {
    for (let n = 0; running; n++) {
      const answer = await send(`${baseUrl}/api/admin/session`, { body: { password: `wrong guess ${i}.${n}` }, headers: { 'X-Forwarded-For': address } });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 401) evaluated.add(address);
      if (answer.status !== 401) await sleep(REFUSED_PAUSE_MS);
    }
  });
  return {
    addressesEvaluated: () => evaluated.size,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return statuses;
    },
  };
}
