import { parseRuntimeConfig, type ConfigIssue, type RuntimeConfig } from '@wms/runtime-config';

/** Why the app could not start with its configuration: each shown on the configuration screen. */
export type ConfigFailure =
  | { kind: 'missing'; url: string; status: number }
  | { kind: 'unreadable'; url: string; detail: string }
  | { kind: 'unreachable'; url: string; detail: string }
  | { kind: 'invalid'; url: string; issues: ConfigIssue[] };

export type LoadedConfig = { ok: true; config: RuntimeConfig } | { ok: false; failure: ConfigFailure };

/** Where config.json is: beside index.html, under the app's base (/ris-wms/config.json). */
export function configUrl(base: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}config.json`;
}

/**
 * Reads and checks config.json before anything renders. Never cached by the browser (the file
 * is changed in place, without a rebuild); every way it can fail is a value, never a throw.
 */
export async function loadRuntimeConfig(url: string, fetcher: typeof fetch = fetch): Promise<LoadedConfig> {
  let response: Response;
  try {
    response = await fetcher(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (error) {
    return { ok: false, failure: { kind: 'unreachable', url, detail: error instanceof Error ? error.message : String(error) } };
  }
  if (!response.ok) return { ok: false, failure: { kind: 'missing', url, status: response.status } };
  let raw: unknown;
  try {
    raw = JSON.parse(await response.text()) as unknown;
  } catch (error) {
    return { ok: false, failure: { kind: 'unreadable', url, detail: error instanceof Error ? error.message : String(error) } };
  }
  const parsed = parseRuntimeConfig(raw);
  return parsed.ok ? { ok: true, config: parsed.config } : { ok: false, failure: { kind: 'invalid', url, issues: parsed.issues } };
}
