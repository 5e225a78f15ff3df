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
 * Runs a dynamic import, failing with a ChunkLoadError when it rejects or has not settled after
 * `timeoutMs`.
 */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => { reject(new ChunkLoadError('CHUNK_LOAD_FAILED')); }, timeoutMs);
    loader().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError(chunkCode(error), error));
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
