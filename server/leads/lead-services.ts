// The lead services, built once at start (server/main.ts) and by the tests' in-process app.
import type { Config } from '../config';
import type { Logger } from '../logger';
import { CONTACT_MESSAGES, type ContactStore } from './contact-store';
import { createLeadMailer, type LeadMailer } from './lead-mailer';
import { LeadStore } from './lead-store';
import { SIGNUPS, type SignupStore } from './signup-store';

export interface LeadServices {
  contacts: ContactStore;
  signups: SignupStore;
  /** Null when SMTP is not configured: messages are only stored. */
  mailer: LeadMailer | null;
}

export async function openLeadServices(config: Pick<Config, 'dataDir' | 'smtp'>, logger: Logger): Promise<LeadServices> {
  const [contacts, signups] = await Promise.all([LeadStore.open(config.dataDir, CONTACT_MESSAGES), LeadStore.open(config.dataDir, SIGNUPS)]);
  return { contacts, signups, mailer: config.smtp ? createLeadMailer(config.smtp, logger) : null };
}
