import type { Claims, Database } from '../core/types';

/** A table of the supabase_realtime publication, as change payloads describe it. */
export interface TableInfo {
  oid: number;
  schema: string;
  table: string;
  columns: { name: string; type: string }[];
  primaryKey: string[];
  rls: boolean;
  replicaFull: boolean;
}

/** One row of realtime.local_changes: a table's change, or a broadcast from the database. */
export interface QueuedChange {
  id: number;
  entity: number;
  type: 'INSERT' | 'UPDATE' | 'DELETE' | 'BROADCAST';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  committed_at: string | Date;
}

const TABLES_SQL = `
  select c.oid::int as oid, p.schemaname as schema, p.tablename as table,
         c.relrowsecurity as rls, c.relreplident = 'f' as replica_full,
         coalesce((select json_agg(json_build_object('name', a.attname, 'type', t.typname)
                                   order by a.attnum)
                   from pg_attribute a join pg_type t on t.oid = a.atttypid
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
         coalesce((select json_agg(a.attname order by a.attnum)
                   from pg_index x join pg_attribute a
                     on a.attrelid = x.indrelid and a.attnum = any (x.indkey)
                   where x.indrelid = c.oid and x.indisprimary), '[]') as primary_key
  from pg_publication_tables p
  join pg_namespace n on n.nspname = p.schemaname
  join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
  where p.pubname = 'supabase_realtime'`;

interface TableRow {
  oid: number;
  schema: string;
  table: string;
  rls: boolean;
  replica_full: boolean;
  columns: TableInfo['columns'] | string;
  primary_key: string[] | string;
}

const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

export async function publicationTables(db: Database): Promise<TableInfo[]> {
  const { rows } = await db.transaction((sql) => sql.query<TableRow>(TABLES_SQL));
  return rows.map((r) => ({
    oid: Number(r.oid),
    schema: r.schema,
    table: r.table,
    columns: parsed(r.columns),
    primaryKey: parsed(r.primary_key),
    rls: r.rls,
    replicaFull: r.replica_full,
  }));
}

/**
 * Which of `claims` may SELECT the row whose primary key `pk` holds (null: may SELECT from the
 * table at all), each checked under its own role and claims by realtime.local_visible.
 */
export async function visibleTo(
  db: Database,
  entity: number,
  pk: Record<string, unknown> | null,
  claims: Claims[],
): Promise<Set<number>> {
  if (claims.length === 0) return new Set();
  const { rows } = await db.transaction((sql) =>
    sql.query<{ visible: number[] | string }>(
      'select realtime.local_visible($1::oid::regclass, $2::jsonb, $3::jsonb[]) as visible',
      [entity, pk === null ? null : JSON.stringify(pk), claims.map((c) => JSON.stringify(c))],
    ),
  );
  const visible = rows[0]?.visible ?? [];
  const list = typeof visible === 'string' ? parsePgIntArray(visible) : visible;
  return new Set(list.map((i) => Number(i) - 1));
}

function parsePgIntArray(text: string): number[] {
  const inner = text.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}

export interface ChangeFeedOptions {
  db: Database;
  /** How often the queue is read while anyone listens. */
  pollMs: number;
  deliver(changes: QueuedChange[]): Promise<void>;
  log(line: string): void;
}

/**
 * Reads what the capture triggers queued (realtime.local_changes) while anyone listens, and keeps
 * realtime.local_listening equal to the tables listened to, so the triggers queue nothing for
 * tables nobody watches. Each read takes what committed transactions have queued: the queue is
 * written by triggers inside them, so an uncommitted change is never seen.
 */
export class ChangeFeed {
  private wanted = new Set<number>();
  private written = '';
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: ChangeFeedOptions) {}

  /**
   * Forgets what an earlier run of the stack left behind, and broadcasts from the database older
   * than hosted Supabase keeps them (its realtime.messages partitions last a few days).
   */
  async reset(): Promise<void> {
    await this.options.db.transaction(async (sql) => {
      await sql.query('delete from realtime.local_listening');
      await sql.query('delete from realtime.local_changes');
      await sql.query(
        "delete from realtime.messages where inserted_at < now() - interval '3 days'",
      );
    });
  }

  /**
   * The tables (by oid) someone listens to now; resolves once the triggers know, so a change
   * committed after a subscriber's join is answered is never missed.
   */
  async listen(entities: Set<number>): Promise<void> {
    this.wanted = entities;
    const synced = this.running.then(() => this.syncListening());
    this.running = synced.catch(() => {});
    await synced;
    this.schedule(this.options.pollMs);
  }

  private async syncListening() {
    const wanted = [...this.wanted].sort((a, b) => a - b);
    const key = wanted.join(',');
    if (key === this.written) return;
    await this.options.db.transaction(async (sql) => {
      await sql.query('delete from realtime.local_listening where entity <> all ($1::oid[])', [
        wanted,
      ]);
      await sql.query(
        'insert into realtime.local_listening select unnest($1::oid[]) on conflict do nothing',
        [wanted],
      );
    });
    this.written = key;
  }

  /**
   * Reads the queue now rather than at the next poll: the gateway calls this when a write through
   * the API has been answered (its transaction has committed), so most changes wait for no poll.
   */
  nudge() {
    if (this.wanted.size === 0 || this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.running.then(() => this.tick());
    }, ms);
  }

  private async tick() {
    if (this.closed) return;
    const { db, log } = this.options;
    try {
      await this.syncListening();
      if (this.wanted.size === 0) return;
      const { rows } = await db.transaction((sql) =>
        sql.query<QueuedChange>(
          `delete from realtime.local_changes
           where id in (select id from realtime.local_changes order by id limit 500)
           returning id, entity::int as entity, type, record, old_record, committed_at`,
        ),
      );
      if (rows.length > 0) {
        const changes = rows
          .map((r) => ({ ...r, id: Number(r.id), entity: Number(r.entity) }))
          .sort((a, b) => a.id - b.id);
        await this.options.deliver(changes);
      }
    } catch (e) {
      if (!this.closed) log(`[realtime] reading changes failed: ${(e as Error).message}`);
    } finally {
      if (this.wanted.size > 0) this.schedule(this.options.pollMs);
    }
  }

  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running.catch(() => {});
  }
}
