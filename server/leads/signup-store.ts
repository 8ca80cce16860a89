// Free template signups (/blueprint), kept in DATA_DIR/signups.json, so a lead is not lost when
// the newsletter provider is down.
import type { SignupRequest } from '../../src/lib/schemas/signup';
import type { Signup } from '../../src/lib/api/leads';
import type { LeadKind, LeadStore } from './lead-store';

export type { Signup };
export type SignupStore = LeadStore<Signup, SignupRequest>;

export const SIGNUPS: LeadKind<Signup, SignupRequest> = {
  fileName: 'signups.json',
  key: 'signups',
  toLead: ({ name, email }, id, submitted) => ({ id, name, email, submitted }),
};
