// Contact messages (spec §3 'contacts'), kept in DATA_DIR/contacts.json.
import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '../../src/lib/schemas/contact';
import type { ContactMessage } from '../../src/lib/lead-types';
import { LeadCollection, sentFrom } from './lead-collection';

export type { ContactMessage };

export class ContactStore {
  private constructor(private readonly collection: LeadCollection<ContactMessage>) {}

  static async open(dataDir: string): Promise<ContactStore> {
    return new ContactStore(await LeadCollection.open<ContactMessage>(dataDir, 'contacts.json', 'contacts'));
  }

  get file(): string {
    return this.collection.file;
  }

  add({ name, email, service, message }: ContactRequest, now = new Date()): Promise<ContactMessage> {
    return this.collection.append({ id: randomUUID(), name, email, service, message, submitted: now.toISOString() });
  }

  list(): readonly ContactMessage[] {
    return this.collection.list();
  }

  /** As the file holds them now, hand edits included. */
  current(): Promise<readonly ContactMessage[]> {
    return this.collection.current();
  }

  /** Deletes one by id; answers whether it was there. */
  async remove(id: string): Promise<boolean> {
    return (await this.collection.remove((item) => item.id === id)).length > 0;
  }

  /** Deletes every one sent from `email` (any letter case); answers how many. */
  async removeFrom(email: string): Promise<number> {
    return (await this.collection.remove(sentFrom(email))).length;
  }
}
