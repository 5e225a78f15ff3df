/** @jest-environment jsdom */
import { ChunkLoadError, LEAVING_GRACE_MS, loadChunk } from './chunks';

/**
 * A chunk that fails while the page is being left (Firefox rejects every import still loading
 * when the page unloads): no error screen in the page that is going away; the failure counts only
 * if the page is still there after the grace.
 */
describe('a chunk that fails while the page is left', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('pageshow'));
    jest.useRealTimers();
  });

  it('fails at once while the page stays', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('error loading dynamically imported module')))).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('waits while the page is being left, and fails if the page is still there after the grace', async () => {
    jest.useFakeTimers();
    window.dispatchEvent(new Event('pagehide'));
    let settled: 'no' | 'rejected' = 'no';
    const result = loadChunk(() => Promise.reject(new TypeError('error loading dynamically imported module')));
    result.catch(() => { settled = 'rejected'; });
    await jest.advanceTimersByTimeAsync(LEAVING_GRACE_MS - 1);
    expect(settled).toBe('no');
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe('rejected');
    // The page stayed: the next failure counts at once again.
    await expect(loadChunk(() => Promise.reject(new TypeError('offline')))).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('a page back from the back-forward cache is not being left', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pageshow'));
    await expect(loadChunk(() => Promise.reject(new TypeError('offline')))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
