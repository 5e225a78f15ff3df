/**
 * The environment of the WebKitGTK processes the story pass and the e2e runs start (issue 50,
 * part 4: the guest pass's cost).
 *
 * On these machines (no GPU) WebKitGTK's accelerated compositing draws through Mesa's llvmpipe,
 * which by default rasterises on a pool of threads, one a core. On two cores shared with three
 * other browsers that pool costs more than it saves: with LP_NUM_THREADS=0 (llvmpipe draws on the
 * calling thread) WebKit's 70 screen stories took 150 and 155 CPU-s instead of 184 and 184 (wall
 * 94-97 s instead of 107), and the WebKit route crawl (compositing off, which still draws through
 * llvmpipe) 83 CPU-s instead of 109 (2026-12-07 00:2x-00:4x UTC, each run alone under the lock).
 * The same pixels: the 70 WebKit screenshots matched their baselines either way.
 */
export const WEBKIT_ENV: Readonly<Record<string, string>> = { LP_NUM_THREADS: '0' };
