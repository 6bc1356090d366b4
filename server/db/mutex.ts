import type { ProgressMeter } from './progress';

/**
 * A FIFO lock. PGlite is a single Postgres session, so PostgREST's socket and the services' own
 * transactions must take turns at transaction boundaries; FIFO keeps one busy client from starving
 * the others.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  /** `meter` learns when the lock is taken and given back (see ProgressMeter). */
  constructor(private readonly meter?: ProgressMeter) {}

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    this.waiting++;
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => next);
    return previous.then(() => {
      this.waiting--;
      this.meter?.hold();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        this.meter?.release();
        release();
      };
    });
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  get queued(): number {
    return this.waiting;
  }
}
