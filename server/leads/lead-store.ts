// One kind of lead (contact messages, signups) as the routes and the console use it: a stored
// list in one file under DATA_DIR (lead-collection.ts) with an id and a sent time given to each
// new lead, and removal by id or by sender. Each kind says only its file and how a request
// becomes a stored lead (contact-store.ts, signup-store.ts).
import { randomUUID } from 'node:crypto';
import { LeadCollection, sentFrom } from './lead-collection';

/** What every stored lead has. */
export interface StoredLead {
  id: string;
  email: string;
}

/** How one kind of lead is kept: its file and list key, and a request turned into a lead with the id and time given. */
export interface LeadKind<Lead extends StoredLead, Request> {
  fileName: string;
  key: string;
  toLead(request: Request, id: string, submitted: string): Lead;
}

export class LeadStore<Lead extends StoredLead, Request> {
  private constructor(
    private readonly collection: LeadCollection<Lead>,
    private readonly kind: LeadKind<Lead, Request>,
  ) {}

  static async open<Lead extends StoredLead, Request>(dataDir: string, kind: LeadKind<Lead, Request>): Promise<LeadStore<Lead, Request>> {
    return new LeadStore(await LeadCollection.open<Lead>(dataDir, kind.fileName, kind.key), kind);
  }

  get file(): string {
    return this.collection.file;
  }

  add(request: Request, now = new Date()): Promise<Lead> {
    return this.collection.append(this.kind.toLead(request, randomUUID(), now.toISOString()));
  }

  list(): readonly Lead[] {
    return this.collection.list();
  }

  /** As the file holds them now, hand edits included. */
  current(): Promise<readonly Lead[]> {
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
