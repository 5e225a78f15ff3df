/** @jest-environment node */
import { ChunkLoadError, loadChunk, retryableLoader } from './chunks';

describe('page chunks (CONTRACT.md §8)', () => {
  afterEach(() => { jest.useRealTimers(); });

  it('fails with ChunkLoadError when the import rejects', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toMatchObject({ name: 'ChunkLoadError', code: 'CHUNK_LOAD_FAILED' });
  });

  it('names a stylesheet failure CSS_CHUNK_LOAD_FAILED', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /ris-wms/assets/a.css')))).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('fails after 120 s without an answer', async () => {
    jest.useFakeTimers();
    const result = loadChunk(() => new Promise<never>(() => undefined));
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    jest.advanceTimersByTime(119_999);
    jest.advanceTimersByTime(1);
    await settled;
  });

  it('a retry asks again after a failure, and a success is kept', async () => {
    const loader = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('page');
    const load = retryableLoader(loader);
    await expect(load()).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(load()).resolves.toBe('page');
    await expect(load()).resolves.toBe('page');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
