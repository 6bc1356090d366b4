import type { Claims } from '../../core/types';
import { asCaller, findBucket, lockKey, type ObjectsContext } from '../context';
import { errors } from '../errors';
import { readJson, toIso } from '../http';
import { assertValidKey } from '../keys';

async function removeKeys(
  ctx: ObjectsContext,
  claims: Claims,
  bucketId: string,
  keys: string[],
): Promise<Record<string, unknown>[]> {
  await findBucket(ctx.db, bucketId);
  if (keys.length === 0) return [];
  if (keys.length > 1000) {
    throw errors.invalidRequest('Bulk object requests are limited to 1000 objects per request.');
  }
  return ctx.locks.run(
    keys.map((k) => lockKey(bucketId, k)),
    async () => {
      // RETURNING * as Storage does: rows the caller may not delete simply do not come back
      const { rows } = await asCaller(ctx.db, claims, (sql) =>
        sql.query<Record<string, unknown>>(
          'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
          [bucketId, keys],
        ),
      );
      for (const row of rows) await ctx.blobs.remove(bucketId, String(row.name));
      return rows.map((row) => ({
        ...row,
        created_at: toIso(row.created_at),
        updated_at: toIso(row.updated_at),
        last_accessed_at: toIso(row.last_accessed_at),
      }));
    },
  );
}

/** DELETE /object/<bucket> with `prefixes`: the rows removed, as Storage answers. */
export async function removeObjects(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
  bucketId: string,
): Promise<Response> {
  const body = await readJson(req);
  if (!Array.isArray(body.prefixes) || !body.prefixes.every((p) => typeof p === 'string')) {
    throw errors.invalidRequest("body must have required property 'prefixes'");
  }
  const keys = body.prefixes as string[];
  keys.forEach(assertValidKey);
  return Response.json(await removeKeys(ctx, claims, bucketId, keys));
}

/** DELETE /object/<bucket>/<key>. */
export async function removeObject(
  ctx: ObjectsContext,
  claims: Claims,
  bucketId: string,
  key: string,
): Promise<Response> {
  assertValidKey(key);
  const removed = await removeKeys(ctx, claims, bucketId, [key]);
  if (removed.length === 0) throw errors.noSuchKey();
  return Response.json({ message: 'Successfully deleted' });
}
