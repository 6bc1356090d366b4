import type { Claims, Database, Sql } from '../core/types';

/** What a subscriber may do on a private channel, as its RLS policies on realtime.messages say. */
export interface Policies {
  broadcastRead: boolean;
  broadcastWrite: boolean;
  presenceRead: boolean;
  presenceWrite: boolean;
}

type Extension = 'broadcast' | 'presence';
const EXTENSIONS: Extension[] = ['broadcast', 'presence'];

/** Carries the answer out of a transaction that must not commit. */
class Answer<T> {
  constructor(readonly value: T) {}
}

const SET_CONTEXT =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('realtime.topic', $3, true)";

async function canWrite(sql: Sql, topic: string, extension: Extension): Promise<boolean> {
  await sql.query('savepoint realtime_write_check');
  try {
    await sql.query(
      'insert into realtime.messages (topic, extension, private) values ($1, $2, true)',
      [topic, extension],
    );
    await sql.query('release savepoint realtime_write_check');
    return true;
  } catch {
    await sql.query('rollback to savepoint realtime_write_check');
    return false;
  }
}

/** Rolls the transaction back whatever happens, returning what `fn` found. */
async function dryRun<T>(db: Database, fn: (sql: Sql) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (sql) => {
      throw new Answer(await fn(sql));
    });
  } catch (e) {
    if (e instanceof Answer) return e.value as T;
    throw e;
  }
  throw new Error('unreachable');
}

/**
 * The subscriber's policies for `topic`, found as Supabase Realtime finds them: rows for the
 * topic are written to realtime.messages and read back under the subscriber's role and claims
 * (with realtime.topic() answering the topic), then an insert is tried as the subscriber; all of
 * it is rolled back. A role the database does not know may do nothing.
 */
export async function channelPolicies(
  db: Database,
  claims: Claims,
  topic: string,
  only?: Extension,
): Promise<Policies> {
  try {
    return await dryRun(db, async (sql) => {
      const { rows } = await sql.query<{ id: string }>(
        `insert into realtime.messages (topic, extension, private)
         values ($1, 'broadcast', true), ($1, 'presence', true) returning id`,
        [topic],
      );
      await sql.query(SET_CONTEXT, [claims.role, JSON.stringify(claims), topic]);
      const seen = await sql.query<{ extension: Extension }>(
        'select extension from realtime.messages where id = any ($1::uuid[])',
        [rows.map((r) => r.id)],
      );
      const readable = new Set(seen.rows.map((r) => r.extension));
      const writable = new Set<Extension>();
      for (const extension of only ? [only] : EXTENSIONS) {
        if (await canWrite(sql, topic, extension)) writable.add(extension);
      }
      return {
        broadcastRead: readable.has('broadcast'),
        broadcastWrite: writable.has('broadcast'),
        presenceRead: readable.has('presence'),
        presenceWrite: writable.has('presence'),
      };
    });
  } catch {
    return {
      broadcastRead: false,
      broadcastWrite: false,
      presenceRead: false,
      presenceWrite: false,
    };
  }
}

/** Whether `claims` may broadcast to the private `topic` (the REST endpoint's check). */
export async function mayBroadcast(db: Database, claims: Claims, topic: string): Promise<boolean> {
  return (await channelPolicies(db, claims, topic, 'broadcast')).broadcastWrite;
}
