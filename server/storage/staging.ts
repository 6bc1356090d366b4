import { randomUUID } from 'node:crypto';
import type { Claims, Sql } from '../core/types';
import { asCaller, asOwner, type ObjectsContext } from './context';
import { errors, StorageApiError } from './errors';

/**
 * Every write of an object's bytes (upload, copy, move) goes the same way: the bytes are staged,
 * the row is written as the caller, and only after the commit are the bytes promoted into place.
 */

/**
 * Promotes staged bytes after the row committed. If that fails the row is withdrawn, so no
 * committed row is left pointing at bytes that are not there.
 */
async function promoteOrWithdraw(
  ctx: ObjectsContext,
  version: string,
  bucket: string,
  key: string,
): Promise<void> {
  try {
    await ctx.blobs.promote(version, bucket, key);
  } catch (e) {
    await asOwner(ctx.db, (sql) =>
      sql.query('delete from storage.objects where bucket_id = $1 and name = $2 and version = $3', [
        bucket,
        key,
        version,
      ]),
    ).catch(() => undefined);
    await ctx.blobs.discard(version).catch(() => undefined);
    throw e instanceof StorageApiError ? e : errors.internal('The object could not be stored');
  }
}

/**
 * Stages the bytes of `version` (with `stage`), writes the row as the caller (staged bytes are
 * dropped when RLS or anything else refuses it), then promotes them to `bucket`/`key`.
 */
export async function writeStaged<T>(
  ctx: ObjectsContext,
  claims: Claims,
  target: { version: string; bucket: string; key: string },
  stage: () => Promise<void>,
  write: (sql: Sql) => Promise<T>,
): Promise<T> {
  await stage();
  let written: T;
  try {
    written = await asCaller(ctx.db, claims, write);
  } catch (e) {
    await ctx.blobs.discard(target.version);
    throw e;
  }
  await promoteOrWithdraw(ctx, target.version, target.bucket, target.key);
  return written;
}

export interface NewObject {
  bucket: string;
  key: string;
  owner: string | null;
  ownerId: string | null;
  metadata: object;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

/**
 * Inserts the row under a new id. `tail` is the caller's ON CONFLICT and RETURNING; the answer is
 * the id the statement returned, else the new one.
 */
export async function insertObject(sql: Sql, row: NewObject, tail = ''): Promise<string> {
  const id = randomUUID();
  const { rows } = await sql.query<{ id: string }>(
    `insert into storage.objects
        (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
        values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8) ${tail}`,
    [
      id,
      row.bucket,
      row.key,
      row.owner,
      row.ownerId,
      JSON.stringify(row.metadata),
      row.userMetadata === null ? null : JSON.stringify(row.userMetadata),
      row.version,
    ],
  );
  return rows[0]?.id ?? id;
}

/** Finishes promotions a crash interrupted and drops staged bytes whose row never committed. */
export async function recoverStaged(ctx: ObjectsContext): Promise<void> {
  for (const version of await ctx.blobs.stagedVersions()) {
    const { rows } = await asOwner(ctx.db, (sql) =>
      sql.query<{ bucket_id: string; name: string }>(
        'select bucket_id, name from storage.objects where version = $1',
        [version],
      ),
    );
    const row = rows[0];
    if (row) await ctx.blobs.promote(version, row.bucket_id, row.name);
    else await ctx.blobs.discard(version);
  }
}
