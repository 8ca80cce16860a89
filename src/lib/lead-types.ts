// The stored leads (spec §3 'contacts', and the template signups), as the server keeps them and
// the console lists them.

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  service: string | null;
  message: string;
  /** When the server received it (ISO); the browser's clock is not trusted for this. */
  submitted: string;
}

export interface Signup {
  id: string;
  name: string;
  email: string;
  /** When the server received it (ISO). */
  submitted: string;
}

/** Everything the site holds about one e-mail address (the console's export for a person who asks). */
export interface LeadsOfAddress {
  email: string;
  /** When the export was made (ISO). */
  exportedAt: string;
  contacts: ContactMessage[];
  signups: Signup[];
}

/** What "Delete everything from this address" removed. */
export interface LeadsDeleted {
  email: string;
  contacts: number;
  signups: number;
}
