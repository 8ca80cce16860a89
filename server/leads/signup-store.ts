// Free template signups (/blueprint), kept in DATA_DIR/signups.json, so a lead is not lost when
// the newsletter provider is down.
import { randomUUID } from 'node:crypto';
import type { SignupRequest } from '../../src/lib/schemas/signup';
import type { Signup } from '../../src/lib/lead-types';
import { LeadCollection, sentFrom } from './lead-collection';

export type { Signup };

export class SignupStore {
  private constructor(private readonly collection: LeadCollection<Signup>) {}

  static async open(dataDir: string): Promise<SignupStore> {
    return new SignupStore(await LeadCollection.open<Signup>(dataDir, 'signups.json', 'signups'));
  }

  get file(): string {
    return this.collection.file;
  }

  add({ name, email }: SignupRequest, now = new Date()): Promise<Signup> {
    return this.collection.append({ id: randomUUID(), name, email, submitted: now.toISOString() });
  }

  list(): readonly Signup[] {
    return this.collection.list();
  }

  /** As the file holds them now, hand edits included. */
  current(): Promise<readonly Signup[]> {
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
