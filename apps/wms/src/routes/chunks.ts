/** Loading pages on demand, with the failures of CONTRACT.md §8 made retryable. */

/** How long a page chunk may take before it counts as failed (CONTRACT.md §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page chunk (script) that did not load: on error, or after 120 s. */
export class ChunkLoadError extends Error {
  readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';
  constructor(code: ChunkLoadError['code'], cause?: unknown) {
    super(code === 'CSS_CHUNK_LOAD_FAILED' ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError', { cause });
    this.name = 'ChunkLoadError';
    this.code = code;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError || (error instanceof Error && error.name === 'ChunkLoadError');
}

/** Vite's preload failure of a stylesheet reads 'Unable to preload CSS for …'. */
function chunkCode(error: unknown): ChunkLoadError['code'] {
  return error instanceof Error && /preload CSS/i.test(error.message) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
}

/**
 * How long a chunk that failed while the page was being left waits before its failure counts.
 * Firefox rejects every import still loading when the page unloads (a link followed, an address
 * typed, a reload while a screen loads on a slow handheld): without the wait the page that is
 * going away showed the error screen and logged it in its last moment. A page that stays after
 * all (an unload cancelled, or the page back from the back-forward cache) shows the error then.
 */
export const LEAVING_GRACE_MS = 10_000;

let leaving = false;
const page = globalThis as { addEventListener?: (type: string, listener: () => void) => void };
page.addEventListener?.('beforeunload', () => { leaving = true; });
page.addEventListener?.('pagehide', () => { leaving = true; });
page.addEventListener?.('pageshow', () => { leaving = false; });

/**
 * Runs a dynamic import, failing with a ChunkLoadError when it rejects or has not settled after
 * `timeoutMs` (while the page is being left, only after LEAVING_GRACE_MS more).
 */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (error: ChunkLoadError) => {
      if (!leaving) {
        reject(error);
        return;
      }
      setTimeout(() => {
        // Still here: the page was not left after all.
        leaving = false;
        reject(error);
      }, LEAVING_GRACE_MS);
    };
    const timer = setTimeout(() => { fail(new ChunkLoadError('CHUNK_LOAD_FAILED')); }, timeoutMs);
    loader().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        fail(isChunkLoadError(error) ? error : new ChunkLoadError(chunkCode(error), error));
      },
    );
  });
}

/**
 * A cached loader that forgets a failure, so that a retry asks the server again (React.lazy
 * would keep the rejected promise forever).
 */
export function retryableLoader<T>(loader: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= loadChunk(loader, timeoutMs).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
