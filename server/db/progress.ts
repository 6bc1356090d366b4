/**
 * Whether the database thread is getting anywhere, readable from the stack's own thread even while
 * the database thread is blocked inside WASM or waiting on a promise that will never settle (both
 * seen: PGlite with a corrupted stack answers nothing and uses no CPU). The database thread
 * writes; the stack reads, through memory they share.
 *
 * "Held" is the session lock (PostgREST's transaction or a service's): held with no query
 * finishing for long means the database has stopped answering. Scripts (migrations, the seed)
 * are exempt: one statement of theirs may rightly run for a long time.
 */
export class ProgressMeter {
  private readonly counts: Int32Array;
  private readonly last: Float64Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(16)) {
    this.last = new Float64Array(buffer, 0, 1);
    this.counts = new Int32Array(buffer, 8, 2);
  }

  hold(): void {
    if (Atomics.add(this.counts, 0, 1) === 0) this.last[0] = Date.now();
  }

  release(): void {
    Atomics.sub(this.counts, 0, 1);
    this.last[0] = Date.now();
  }

  progress(): void {
    this.last[0] = Date.now();
  }

  async exempt<T>(work: () => Promise<T>): Promise<T> {
    Atomics.add(this.counts, 1, 1);
    try {
      return await work();
    } finally {
      Atomics.sub(this.counts, 1, 1);
      this.last[0] = Date.now();
    }
  }

  /** Milliseconds the lock has been held without progress (0 when free or exempt). */
  stalledFor(now = Date.now()): number {
    if (Atomics.load(this.counts, 0) === 0 || Atomics.load(this.counts, 1) > 0) return 0;
    return Math.max(0, now - this.last[0]!);
  }
}
