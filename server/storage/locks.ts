/**
 * Serialises work per object key within this process. The database already serialises the rows,
 * but the bytes are promoted after the commit: two writers of one key must commit and promote in
 * the same order, and a delete must not unlink bytes an upload has just promoted.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
    // one fixed order for every caller, so two multi-key holders cannot wait on each other
    const unique = [...new Set(keys)].sort();
    const releases: (() => void)[] = [];
    try {
      for (const key of unique) releases.push(await this.acquire(key));
      return await fn();
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  private async acquire(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => current);
    this.tails.set(key, tail);
    await previous;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}
