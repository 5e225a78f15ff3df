import { AGENT_PORT } from '../model/constants';

export interface AgentOptions {
  /** Default 'localhost'. */
  host?: string;
  /** Default 8240. */
  port?: number;
  /** Default the global fetch. */
  fetch?: typeof fetch;
  /** Default 5000 ms. */
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
 * port 8240 (platform.md §7 'Print bridge'). Rejects only when the agent cannot be reached.
 */
export async function printViaAgent(printerPath: string, body: unknown, options: AgentOptions = {}): Promise<AgentResult> {
  const path = printerPath.startsWith('/') ? printerPath : `/${printerPath}`;
  if (path.startsWith('//') || /^\/[a-z]+:/i.test(path)) throw new TypeError('the printer path must be a path on the agent');
  const url = `http://${options.host ?? 'localhost'}:${String(options.port ?? AGENT_PORT)}${path}`;
  const response = await (options.fetch ?? fetch)(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
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
