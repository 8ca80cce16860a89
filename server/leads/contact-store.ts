// Contact messages (the contact form's submissions), kept in DATA_DIR/contacts.json.
import type { ContactRequest } from '../../src/lib/schemas/contact';
import type { ContactMessage } from '../../src/lib/api/leads';
import type { LeadKind, LeadStore } from './lead-store';

export type { ContactMessage };
export type ContactStore = LeadStore<ContactMessage, ContactRequest>;

export const CONTACT_MESSAGES: LeadKind<ContactMessage, ContactRequest> = {
  fileName: 'contacts.json',
  key: 'contacts',
  toLead: ({ name, email, service, message }, id, submitted) => ({ id, name, email, service, message, submitted }),
};
