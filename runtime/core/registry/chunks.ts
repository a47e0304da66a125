/**
 * Lazily loaded chunks by key, each loaded once and kept. A failed load is kept only until someone asks
 * again with `reload` (a retry, navigating again), which fetches it afresh: a network blip never breaks
 * a chunk for good, and every render in between sees the same failure instead of starting new loads.
 */
export class ChunkCache<Value> {
  private readonly loaded = new Map<string, Value>();
  private readonly attempts = new Map<string, Promise<Value>>();
  private readonly failed = new Set<string>();

  /** The value when it has loaded; synchronous, so rendering never waits for what is already here. */
  get(key: string): Value | undefined {
    return this.loaded.get(key);
  }

  /** The current attempt for a key (started when there is none): the same promise for every caller. */
  load(key: string, loader: () => Promise<Value>): Promise<Value> {
    let attempt = this.attempts.get(key);
    if (!attempt) {
      attempt = loader().then(
        (value) => {
          this.loaded.set(key, value);
          return value;
        },
        (error: unknown) => {
          this.failed.add(key);
          throw error;
        },
      );
      this.attempts.set(key, attempt);
    }
    return attempt;
  }

  /** As `load`, but a failed attempt is forgotten and the chunk fetched again. */
  reload(key: string, loader: () => Promise<Value>): Promise<Value> {
    if (this.failed.delete(key)) this.attempts.delete(key);
    return this.load(key, loader);
  }
}

/**
 * One lazily loaded value (a module, a client): loaded by the first call and kept; a failed load is
 * forgotten, so the next call loads again after a network blip.
 */
export function loadOnce<Value>(loader: () => Promise<Value>): () => Promise<Value> {
  const cache = new ChunkCache<Value>();
  return () => cache.reload('', loader);
}
