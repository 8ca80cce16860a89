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
