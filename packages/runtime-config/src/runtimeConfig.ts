/**
 * The runtime configuration (issue 18): one `config.json` served beside index.html and read at
 * start, so that the same build runs in front of any GT_WMS_APP server. Pure functions: the
 * shape, its defaults and a strict check that names the wrong field.
 */

/** The map picker's provider: none (the offline provider), or AMap with its key. */
export type MapConfig = { provider: 'none' } | { provider: 'amap'; key: string; securityJsCode?: string };

/** The print bridge on the operator's own PC (CONTRACT.md §7). */
export interface PrintConfig {
  /** The print plug-in's WebSocket port (ws://localhost:<port>/print). */
  pluginPort: number;
  /** The local print agent, as an origin on localhost (http://localhost:8240). */
  agentHost: 'localhost' | '127.0.0.1';
  agentPort: number;
}

/** Live lists (issue 28): the server's change events, or polling without them. */
export interface LiveConfig {
  /** Follow the server's event stream (`GET /events`); false: poll only. */
  events: boolean;
  /** Seconds between refetches of the visible list when there is no stream (1–3600). */
  pollSeconds: number;
}

/** What the app reads at start. */
export interface RuntimeConfig {
  /** Where the GT_WMS_APP calls go: a path on this origin (proxied) or an http(s) address. */
  apiBase: string;
  /** Where the BIRT reports are: a path on this origin or an http(s) address. */
  reportBase: string;
  /** Origins an embedded frame may show, besides the app's own. */
  frameOrigins: readonly string[];
  /** The address of the embedded program of a route, keyed by route path. */
  frames: Readonly<Record<string, string>>;
  map: MapConfig;
  print: PrintConfig;
  live: LiveConfig;
}

/** What an absent field means. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBase: '/GT_WMS_APP',
  reportBase: '/birt',
  frameOrigins: [],
  frames: {},
  map: { provider: 'none' },
  print: { pluginPort: 6459, agentHost: 'localhost', agentPort: 8240 },
  live: { events: true, pollSeconds: 10 },
};

/** Why a field is refused; each is a catalogue key (deploy namespace, `problem.*`). */
export type ConfigProblem =
  | 'notObject'
  | 'unknownField'
  | 'notString'
  | 'notBase'
  | 'notArray'
  | 'notOrigin'
  | 'notRoutePath'
  | 'notFrameAddress'
  | 'frameOriginNotAllowed'
  | 'notProvider'
  | 'missingKey'
  | 'notPort'
  | 'notLocalAgent'
  | 'notBoolean'
  | 'notSeconds';

/** One wrong field: its path in the file (`print.pluginPort`, `frameOrigins[1]`), why, and what it held. */
export interface ConfigIssue {
  field: string;
  problem: ConfigProblem;
  value?: string;
}

export type ParsedConfig = { ok: true; config: RuntimeConfig } | { ok: false; issues: ConfigIssue[] };

const TOP_FIELDS = ['$comment', 'apiBase', 'reportBase', 'frameOrigins', 'frames', 'map', 'print', 'live'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** An http(s) origin written as one: scheme, host, optional port, nothing after. */
export function isHttpOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+$/i.test(value)) return false;
  try {
    return new URL(value).origin === value.toLowerCase();
  } catch {
    return false;
  }
}

/** A base address: a path on this origin (`/GT_WMS_APP`) or an http(s) address, no query or fragment. */
function asBase(value: string): string | undefined {
  if (/[?#\s]/.test(value)) return undefined;
  const trimmed = value.replace(/\/+$/, '');
  if (/^\/[A-Za-z0-9._~\-/]*$/.test(value) && !value.startsWith('//')) return trimmed;
  if (!/^https?:\/\//i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.username || url.password ? undefined : trimmed;
  } catch {
    return undefined;
  }
}

function port(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 65536 ? value : undefined;
}

/**
 * Checks a parsed config.json strictly: unknown fields, wrong types and malformed addresses are
 * all reported (every one, not the first), each with the field's path. Absent fields take
 * {@link DEFAULT_CONFIG}'s value.
 *
 * @example
 * parseRuntimeConfig({ frameOrigins: ['https://check.example/'] })
 * // → { ok: false, issues: [{ field: 'frameOrigins[0]', problem: 'notOrigin', value: 'https://check.example/' }] }
 */
export function parseRuntimeConfig(raw: unknown): ParsedConfig {
  const issues: ConfigIssue[] = [];
  const issue = (field: string, problem: ConfigProblem, value?: unknown) => {
    issues.push(value === undefined ? { field, problem } : { field, problem, value: shown(value) });
  };
  if (!isRecord(raw)) return { ok: false, issues: [{ field: '(config.json)', problem: 'notObject' }] };
  for (const key of Object.keys(raw)) if (!TOP_FIELDS.includes(key)) issue(key, 'unknownField');
  if (raw.$comment !== undefined && typeof raw.$comment !== 'string') issue('$comment', 'notString', raw.$comment);

  const base = (field: 'apiBase' | 'reportBase'): string => {
    const value = raw[field];
    if (value === undefined) return DEFAULT_CONFIG[field];
    if (typeof value !== 'string') { issue(field, 'notString', value); return DEFAULT_CONFIG[field]; }
    const parsed = asBase(value);
    if (parsed === undefined) issue(field, 'notBase', value);
    return parsed ?? DEFAULT_CONFIG[field];
  };
  const apiBase = base('apiBase');
  const reportBase = base('reportBase');

  const frameOrigins: string[] = [];
  if (raw.frameOrigins !== undefined) {
    if (!Array.isArray(raw.frameOrigins)) issue('frameOrigins', 'notArray', raw.frameOrigins);
    else raw.frameOrigins.forEach((origin: unknown, index) => {
      if (typeof origin !== 'string') issue(`frameOrigins[${String(index)}]`, 'notString', origin);
      else if (!isHttpOrigin(origin)) issue(`frameOrigins[${String(index)}]`, 'notOrigin', origin);
      else frameOrigins.push(origin.toLowerCase());
    });
  }

  const frames: Record<string, string> = {};
  if (raw.frames !== undefined) {
    if (!isRecord(raw.frames)) issue('frames', 'notObject', raw.frames);
    else for (const [path, address] of Object.entries(raw.frames)) {
      const field = `frames["${path}"]`;
      if (!/^\/[A-Za-z0-9_\-/]*$/.test(path)) { issue(field, 'notRoutePath', path); continue; }
      if (typeof address !== 'string') { issue(field, 'notString', address); continue; }
      if (address.startsWith('/') && !address.startsWith('//')) { frames[path] = address; continue; }
      if (!/^https?:\/\//i.test(address)) { issue(field, 'notFrameAddress', address); continue; }
      let origin: string;
      try { origin = new URL(address).origin; } catch { issue(field, 'notFrameAddress', address); continue; }
      if (!frameOrigins.includes(origin)) { issue(field, 'frameOriginNotAllowed', origin); continue; }
      frames[path] = address;
    }
  }

  let map: MapConfig = DEFAULT_CONFIG.map;
  if (raw.map !== undefined) {
    if (!isRecord(raw.map)) issue('map', 'notObject', raw.map);
    else {
      for (const key of Object.keys(raw.map)) if (!['provider', 'key', 'securityJsCode'].includes(key)) issue(`map.${key}`, 'unknownField');
      const { provider, key, securityJsCode } = raw.map;
      if (provider === 'amap') {
        if (typeof key !== 'string' || !key.trim()) issue('map.key', 'missingKey');
        if (securityJsCode !== undefined && typeof securityJsCode !== 'string') issue('map.securityJsCode', 'notString', securityJsCode);
        if (typeof key === 'string' && key.trim()) map = typeof securityJsCode === 'string' ? { provider, key, securityJsCode } : { provider, key };
      } else if (provider !== 'none' && provider !== undefined) issue('map.provider', 'notProvider', provider);
    }
  }

  const print: PrintConfig = { ...DEFAULT_CONFIG.print };
  if (raw.print !== undefined) {
    if (!isRecord(raw.print)) issue('print', 'notObject', raw.print);
    else {
      for (const key of Object.keys(raw.print)) if (!['pluginPort', 'agentUrl'].includes(key)) issue(`print.${key}`, 'unknownField');
      if (raw.print.pluginPort !== undefined) {
        const plugin = port(raw.print.pluginPort);
        if (plugin === undefined) issue('print.pluginPort', 'notPort', raw.print.pluginPort);
        else print.pluginPort = plugin;
      }
      const agent = raw.print.agentUrl;
      if (agent !== undefined) {
        // The agent runs on the operator's own PC; the Content-Security-Policy lets the app reach
        // only localhost there.
        const match = typeof agent === 'string' ? /^http:\/\/(localhost|127\.0\.0\.1):(\d{1,5})\/?$/.exec(agent) : null;
        const agentPort = match ? port(Number(match[2])) : undefined;
        if (!match || agentPort === undefined) issue('print.agentUrl', 'notLocalAgent', agent);
        else { print.agentHost = match[1] === 'localhost' ? 'localhost' : '127.0.0.1'; print.agentPort = agentPort; }
      }
    }
  }

  const live: LiveConfig = { ...DEFAULT_CONFIG.live };
  if (raw.live !== undefined) {
    if (!isRecord(raw.live)) issue('live', 'notObject', raw.live);
    else {
      for (const key of Object.keys(raw.live)) if (!['events', 'pollSeconds'].includes(key)) issue(`live.${key}`, 'unknownField');
      const { events, pollSeconds } = raw.live;
      if (events !== undefined) {
        if (typeof events !== 'boolean') issue('live.events', 'notBoolean', events);
        else live.events = events;
      }
      if (pollSeconds !== undefined) {
        if (typeof pollSeconds !== 'number' || !Number.isFinite(pollSeconds) || pollSeconds < 1 || pollSeconds > 3600) issue('live.pollSeconds', 'notSeconds', pollSeconds);
        else live.pollSeconds = pollSeconds;
      }
    }
  }

  if (issues.length) return { ok: false, issues };
  return { ok: true, config: { apiBase, reportBase, frameOrigins, frames, map, print, live } };
}
