/**
 * Sliding-window counters kept in memory, as GoTrue keeps its tollbooth buckets: limits reset when
 * the stack restarts, which is also what a GoTrue restart does.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Records one event for `key`; false when the window is already full (the event is not counted). */
  take(key: string): boolean {
    if (this.limit <= 0) return false;
    const now = this.now();
    const since = now - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length >= this.limit) {
      this.hits.set(key, list);
      return false;
    }
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.prune(since);
    return true;
  }

  private prune(since: number): void {
    for (const [key, list] of this.hits) {
      if (!list.some((t) => t > since)) this.hits.delete(key);
    }
  }
}
