import type { Claims, Sql } from '../../core/types';
import { newVersion } from '../blobs';
import { findBucket, lockKey, readObjectAs, type ObjectsContext } from '../context';
import { errors } from '../errors';
import { optionalString, ownerOf, readJson, requireString } from '../http';
import { assertValidBucketName, assertValidKey } from '../keys';
import { insertObject, writeStaged } from '../staging';

/** The body storage-js sends to /object/move and /object/copy, checked in Storage's order. */
async function readTransfer(req: Request) {
  const body = await readJson(req);
  const bucketId = requireString(body, 'bucketId');
  const sourceKey = requireString(body, 'sourceKey');
  const destinationKey = requireString(body, 'destinationKey');
  const destinationBucket = optionalString(body, 'destinationBucket') ?? bucketId;
  assertValidBucketName(bucketId);
  assertValidBucketName(destinationBucket);
  assertValidKey(sourceKey);
  assertValidKey(destinationKey);
  return { body, bucketId, sourceKey, destinationBucket, destinationKey };
}

type Transfer = Awaited<ReturnType<typeof readTransfer>>;

async function findBuckets(ctx: ObjectsContext, t: Transfer): Promise<void> {
  await findBucket(ctx.db, t.bucketId);
  if (t.destinationBucket !== t.bucketId) await findBucket(ctx.db, t.destinationBucket);
}

/**
 * Copies the source's bytes to the destination as `version`, under both keys' locks, and writes
 * the destination's row with `write` (see writeStaged).
 */
function transferBytes<T>(
  ctx: ObjectsContext,
  claims: Claims,
  t: Transfer,
  version: string,
  write: (sql: Sql) => Promise<T>,
): Promise<T> {
  const { bucketId, sourceKey, destinationBucket, destinationKey } = t;
  return ctx.locks.run(
    [lockKey(bucketId, sourceKey), lockKey(destinationBucket, destinationKey)],
    () =>
      writeStaged(
        ctx,
        claims,
        { version, bucket: destinationBucket, key: destinationKey },
        () => ctx.blobs.stageFrom(bucketId, sourceKey, version, destinationBucket, destinationKey),
        write,
      ),
  );
}

/** POST /object/move. */
export async function moveObject(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
): Promise<Response> {
  const t = await readTransfer(req);
  await findBuckets(ctx, t);
  const { owner, ownerId } = ownerOf(claims);
  if (t.bucketId === t.destinationBucket && t.sourceKey === t.destinationKey) {
    const row = await readObjectAs(ctx, claims, t.bucketId, t.sourceKey);
    return Response.json({ message: 'Successfully moved', Id: row.id, Key: row.name });
  }
  const version = newVersion();
  const id = await transferBytes(ctx, claims, t, version, async (sql) => {
    // the update policy must allow both the old row (USING) and the new one (WITH CHECK)
    const { rows } = await sql.query<{ id: string }>(
      `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6,
          version = $7, updated_at = now()
        where bucket_id = $1 and name = $2 returning id`,
      [t.bucketId, t.sourceKey, t.destinationBucket, t.destinationKey, owner, ownerId, version],
    );
    if (!rows[0]) throw errors.noSuchKey();
    return rows[0].id;
  });
  await ctx.blobs.remove(t.bucketId, t.sourceKey);
  return Response.json({ message: 'Successfully moved', Id: id, Key: t.destinationKey });
}

/** POST /object/copy (x-upsert: true replaces the destination). */
export async function copyObject(
  ctx: ObjectsContext,
  req: Request,
  claims: Claims,
): Promise<Response> {
  const t = await readTransfer(req);
  const upsert = req.headers.get('x-upsert') === 'true';
  const copyMetadata = t.body.copyMetadata !== false;
  const given = t.body.metadata;
  const metadataGiven =
    typeof given === 'object' && given !== null && !Array.isArray(given)
      ? (given as Record<string, unknown>)
      : null;
  await findBuckets(ctx, t);
  const source = await readObjectAs(ctx, claims, t.bucketId, t.sourceKey);
  const version = newVersion();
  const row = {
    bucket: t.destinationBucket,
    key: t.destinationKey,
    ...ownerOf(claims),
    metadata: { ...(source.metadata ?? {}), lastModified: new Date().toUTCString() },
    userMetadata: copyMetadata ? source.user_metadata : metadataGiven,
    version,
  };
  const id = await transferBytes(ctx, claims, t, version, (sql) =>
    insertObject(
      sql,
      row,
      upsert
        ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
            owner_id = excluded.owner_id, metadata = excluded.metadata,
            user_metadata = excluded.user_metadata, version = excluded.version,
            updated_at = now()`
        : '',
    ),
  );
  return Response.json({
    Id: id,
    Key: `${t.destinationBucket}/${t.destinationKey}`,
    name: t.destinationKey,
    bucket_id: t.destinationBucket,
    version,
  });
}
