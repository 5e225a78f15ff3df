import { AGENT_PORT, AGENT_TIMEOUT_MS, LOCAL_HOST } from '../model/constants';

/** Options of {@link printViaAgent}; each has the spec's default. */
export interface AgentOptions {
  /** Default 'localhost'. */
  host?: string;
  /** Default 8240. */
  port?: number;
  /** Default the global fetch. */
  fetch?: typeof fetch;
  /** Default 5000 ms; past it the call rejects with a time-out error. */
  timeoutMs?: number;
}

/** The answer of the local print agent. */
export interface AgentResult {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * Sends a job to the local print agent: a POST of a JSON body to the printer path on localhost
 * port 8240 (CONTRACT.md §7 'Print bridge'). Resolves with the agent's status and body (parsed
 * when JSON) whatever the status; rejects only when the agent cannot be reached or is too slow.
 *
 * @example
 * const { ok } = await printViaAgent('printer/zebra', { template: 'waybill', data });
 */
export async function printViaAgent(printerPath: string, body: unknown, options: AgentOptions = {}): Promise<AgentResult> {
  const path = printerPath.startsWith('/') ? printerPath : `/${printerPath}`;
  if (path.startsWith('//') || /^\/[a-z]+:/i.test(path)) throw new TypeError('the printer path must be a path on the agent');
  const url = `http://${options.host ?? LOCAL_HOST}:${String(options.port ?? AGENT_PORT)}${path}`;
  const response = await (options.fetch ?? fetch)(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? AGENT_TIMEOUT_MS),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // A plain-text answer is passed on as text.
  }
  return { ok: response.ok, status: response.status, body: parsed };
}
