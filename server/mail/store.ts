import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Address {
  Name: string;
  Address: string;
}

export interface StoredMessage {
  ID: string;
  MessageID: string;
  From: Address;
  To: Address[];
  Subject: string;
  /** ISO 8601, as Mailpit sends it. */
  Created: string;
  HTML: string;
  Text: string;
  Read: boolean;
  Size: number;
  /** Insertion order: two messages can share a millisecond. */
  Seq: number;
  /** Headers beyond From, To, Subject and Message-ID, as sent. */
  Headers?: Record<string, string>;
}

/**
 * The outbox: in memory, mirrored one JSON file per message under `<dataDir>/mail/` (written to a
 * temporary name, then renamed) so messages survive restarts and a crash never leaves half a file.
 */
export class MailStore {
  private readonly messages = new Map<string, StoredMessage>();
  private seq = 0;
  private readonly dir: string | null;

  constructor(dataDir: string | null) {
    this.dir = dataDir ? path.join(dataDir, 'mail') : null;
    if (!this.dir) return;
    mkdirSync(this.dir, { recursive: true });
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json')) continue;
      try {
        const m = JSON.parse(readFileSync(path.join(this.dir, name), 'utf8')) as StoredMessage;
        if (typeof m.ID !== 'string') continue;
        this.messages.set(m.ID, m);
        this.seq = Math.max(this.seq, m.Seq ?? 0);
      } catch {
        // A file that does not parse was not written by us completely; it is not a message.
      }
    }
  }

  add(
    m: Omit<StoredMessage, 'ID' | 'MessageID' | 'Seq' | 'Read' | 'Size' | 'Created'> & {
      MessageID?: string;
    },
  ) {
    const id = randomBytes(16).toString('base64url').slice(0, 22);
    const created = new Date();
    const message: StoredMessage = {
      ...m,
      ID: id,
      MessageID: m.MessageID ?? `${id}@vstrechi.local`,
      Created: created.toISOString(),
      Read: false,
      Size: Buffer.byteLength(m.HTML) + Buffer.byteLength(m.Text),
      Seq: ++this.seq,
    };
    this.messages.set(id, message);
    this.persist(message);
    return message;
  }

  /** Newest first, as Mailpit lists them. */
  list(): StoredMessage[] {
    return [...this.messages.values()].sort((a, b) => b.Seq - a.Seq);
  }

  get(id: string): StoredMessage | undefined {
    if (id === 'latest') return this.list()[0];
    return this.messages.get(id);
  }

  hasMessageId(messageId: string): boolean {
    for (const m of this.messages.values()) if (m.MessageID === messageId) return true;
    return false;
  }

  markRead(id: string): void {
    const m = this.messages.get(id);
    if (!m || m.Read) return;
    m.Read = true;
    this.persist(m);
  }

  delete(ids?: string[]): void {
    const targets = ids ?? [...this.messages.keys()];
    for (const id of targets) {
      if (!this.messages.delete(id) || !this.dir) continue;
      rmSync(path.join(this.dir, `${id}.json`), { force: true });
    }
  }

  private persist(m: StoredMessage): void {
    if (!this.dir) return;
    const file = path.join(this.dir, `${m.ID}.json`);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(m));
    renameSync(tmp, file);
  }
}
