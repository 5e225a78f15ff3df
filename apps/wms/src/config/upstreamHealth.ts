/** Whether the GT_WMS_APP server answers, as the login page shows it. */
export type UpstreamHealth = 'checking' | 'reachable' | 'unreachable';

/** How long the probe waits before calling the server unreachable. */
export const HEALTH_TIMEOUT_MS = 5000;

/**
 * A cheap unauthenticated call: the dictionary lookup with no codes (public in the contract, it
 * reads nothing). The server is reachable when it answers with the contract's envelope (any
 * returnCode); a proxy's 502/504, an HTML error page, a refused connection or silence past the
 * time-out mean unreachable.
 */
export async function probeUpstream(apiBase: string, language: string, fetcher: typeof fetch = fetch): Promise<'reachable' | 'unreachable'> {
  try {
    const response = await fetcher(`${apiBase}/dictionary/queryByCodes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', language },
      body: '[]',
      cache: 'no-store',
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    if (!(response.headers.get('content-type') ?? '').includes('json')) return 'unreachable';
    const body = (await response.json()) as unknown;
    return typeof body === 'object' && body !== null && 'returnCode' in body ? 'reachable' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}
