import { randomUUID } from 'node:crypto';
import {
  link,
  mkdir,
  open,
  readFile,
  readdir,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
} from 'node:fs/promises';
import path from 'node:path';
import { errors } from './errors';

/**
 * Object bytes live outside the database. A write is staged under the new row version, the row is
 * committed, then the staged file is promoted to its final name. A crash between the commit and the
 * promotion leaves a staged file named after a committed version, which `recover` promotes at the
 * next start; a staged file without a committed row is discarded. So a committed row never loses
 * its bytes and bytes without a row are never served.
 */
export interface BlobStore {
  /** Stages bytes for `version`, refusing a key that would clash with a folder or file on disk. */
  stage(bucket: string, key: string, version: string, bytes: Uint8Array): Promise<void>;
  /** Stages an existing object's bytes under a new version (move, copy). */
  stageFrom(
    fromBucket: string,
    fromKey: string,
    version: string,
    bucket: string,
    key: string,
  ): Promise<void>;
  promote(version: string, bucket: string, key: string): Promise<void>;
  discard(version: string): Promise<void>;
  read(bucket: string, key: string): Promise<Uint8Array | null>;
  remove(bucket: string, key: string): Promise<void>;
  removeBucket(bucket: string): Promise<void>;
  /** Staged versions left by a crash, for `recover`. */
  stagedVersions(): Promise<string[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newVersion(): string {
  return randomUUID();
}

export class MemoryBlobStore implements BlobStore {
  private readonly objects = new Map<string, Uint8Array>();
  private readonly staged = new Map<string, Uint8Array>();

  private id(bucket: string, key: string) {
    return `${bucket}\u0000${key}`;
  }

  async stage(_bucket: string, _key: string, version: string, bytes: Uint8Array) {
    this.staged.set(version, bytes);
  }

  async stageFrom(fromBucket: string, fromKey: string, version: string) {
    const bytes = this.objects.get(this.id(fromBucket, fromKey));
    if (!bytes) throw errors.noSuchKey();
    this.staged.set(version, bytes);
  }

  async promote(version: string, bucket: string, key: string) {
    const bytes = this.staged.get(version);
    if (!bytes) return;
    this.objects.set(this.id(bucket, key), bytes);
    this.staged.delete(version);
  }

  async discard(version: string) {
    this.staged.delete(version);
  }

  async read(bucket: string, key: string) {
    return this.objects.get(this.id(bucket, key)) ?? null;
  }

  async remove(bucket: string, key: string) {
    this.objects.delete(this.id(bucket, key));
  }

  async removeBucket(bucket: string) {
    for (const id of this.objects.keys()) {
      if (id.startsWith(`${bucket}\u0000`)) this.objects.delete(id);
    }
  }

  async stagedVersions() {
    return [...this.staged.keys()];
  }
}

const isErrno = (e: unknown, ...codes: string[]) =>
  codes.includes((e as NodeJS.ErrnoException | undefined)?.code ?? '');

export class DiskBlobStore implements BlobStore {
  private readonly objectsDir: string;
  private readonly stagingDir: string;

  /** `root` is `<dataDir>/storage`; staging is a sibling so that promotion is a same-disk rename. */
  constructor(root: string) {
    this.objectsDir = path.resolve(root);
    this.stagingDir = path.resolve(root, '..', '.storage-staging');
  }

  /** Keys are validated before they get here; this is the second lock on the same door. */
  private file(bucket: string, key: string): string {
    const full = path.resolve(this.objectsDir, bucket, key);
    const bucketDir = path.resolve(this.objectsDir, bucket);
    if (
      !full.startsWith(bucketDir + path.sep) ||
      bucketDir !== path.join(this.objectsDir, bucket)
    ) {
      throw errors.invalidKey(key, 'outside the bucket');
    }
    return full;
  }

  private stagedFile(version: string): string {
    if (!UUID.test(version)) throw errors.internal('bad staging version');
    return path.join(this.stagingDir, version);
  }

  /** S3 keys may name both `a` and `a/b`; a file system cannot, so refuse before committing a row. */
  private async assertPlaceable(bucket: string, key: string) {
    const target = this.file(bucket, key);
    const bucketDir = path.join(this.objectsDir, bucket);
    let dir = path.dirname(target);
    while (dir.length > bucketDir.length) {
      const info = await stat(dir).catch(() => null);
      if (info && !info.isDirectory()) {
        throw errors.invalidKey(key, 'a parent folder has the name of an existing file');
      }
      dir = path.dirname(dir);
    }
    const info = await stat(target).catch(() => null);
    if (info?.isDirectory()) throw errors.invalidKey(key, 'a folder with this name exists');
  }

  async stage(bucket: string, key: string, version: string, bytes: Uint8Array) {
    await this.assertPlaceable(bucket, key);
    await mkdir(this.stagingDir, { recursive: true });
    const handle = await open(this.stagedFile(version), 'wx');
    try {
      await handle.writeFile(bytes);
      // the row that points at these bytes is about to be committed: they must be on disk first
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async stageFrom(
    fromBucket: string,
    fromKey: string,
    version: string,
    bucket: string,
    key: string,
  ) {
    await this.assertPlaceable(bucket, key);
    const source = this.file(fromBucket, fromKey);
    // A key that is only a folder on disk (other objects live under it) is no object: linking a
    // directory fails with EPERM, which was a 500.
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) throw errors.noSuchKey();
    await mkdir(this.stagingDir, { recursive: true });
    try {
      // a hard link is a copy for free, and the source stays intact until the move commits
      await link(source, this.stagedFile(version));
    } catch (e) {
      if (isErrno(e, 'ENOENT', 'ENOTDIR', 'EISDIR', 'EPERM')) throw errors.noSuchKey();
      throw e;
    }
  }

  async promote(version: string, bucket: string, key: string) {
    const target = this.file(bucket, key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(this.stagedFile(version), target);
    } catch (e) {
      if (isErrno(e, 'ENOENT')) return;
      throw e;
    }
  }

  async discard(version: string) {
    await rm(this.stagedFile(version), { force: true });
  }

  async read(bucket: string, key: string) {
    try {
      return await readFile(this.file(bucket, key));
    } catch (e) {
      if (isErrno(e, 'ENOENT', 'ENOTDIR', 'EISDIR')) return null;
      throw e;
    }
  }

  async remove(bucket: string, key: string) {
    const target = this.file(bucket, key);
    try {
      await unlink(target);
    } catch (e) {
      if (!isErrno(e, 'ENOENT', 'ENOTDIR', 'EISDIR')) throw e;
      return;
    }
    // prune folders the object leaves empty, as S3 has no folders to keep
    const bucketDir = path.join(this.objectsDir, bucket);
    for (let dir = path.dirname(target); dir.length > bucketDir.length; dir = path.dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        break;
      }
    }
  }

  async removeBucket(bucket: string) {
    await rm(path.join(this.objectsDir, bucket), { recursive: true, force: true });
  }

  async stagedVersions() {
    try {
      await stat(this.stagingDir);
    } catch {
      return [];
    }
    return (await readdir(this.stagingDir)).filter((name) => UUID.test(name));
  }
}

export function createBlobStore(dataDir: string | null): BlobStore {
  return dataDir ? new DiskBlobStore(path.join(dataDir, 'storage')) : new MemoryBlobStore();
}
