import { createParser } from 'eventsource-parser';
import { API_BASE_PATH, LANGUAGE_HEADER } from '../model/constants';
import { readSession } from '../session/session';
import type { AnswerOf } from '../contract/catalogue';
import type { AnswerDecl, OutputOf } from '../contract/answer';
import { checkDeclared } from '../contract/check';
import { isContractDrift, type DriftRegistry } from '../contract/drift';
import { liveEvent, liveImport } from '../contract/answers/live';

/** One committed write someone made, as the server's `/events` stream tells it (its schema: `ANSWERS.liveEvent`). */
export type LiveEvent = AnswerOf<'liveEvent'>;

/** What kind of write a change event reports (CONTRACT.md 'Change events'). */
export type LiveChangeKind = LiveEvent['kind'];

/** An import job's progress, as the server tells its own user (CONTRACT.md 'Import'; `ANSWERS.liveImport`). */
export type LiveImportProgress = AnswerOf<'liveImport'>;

/**
 * What a subscriber hears: a change; `reset` (events were missed beyond the server's memory,
 * or the session's scope changed: refetch what you show); `poll` (no event stream: the polling
 * interval has passed and the page is visible: refetch what you show); `import` (the progress of
 * one of the user's own import jobs: no list needs to refetch for it).
 */
export type LiveSignal = { type: 'change'; event: LiveEvent } | { type: 'reset' } | { type: 'poll' } | { type: 'import'; progress: LiveImportProgress };

/**
 * Where the feed is: `connecting` (or reconnecting after a drop, with backoff), `live` (the
 * stream is open), `polling` (the server has no stream, or config turned it off), `off` (no
 * subscriber, or the session is over).
 */
export type LiveStatus = 'connecting' | 'live' | 'polling' | 'off';

export interface LiveFeedOptions {
  /** Base of the calls (default '/GT_WMS_APP'). */
  baseURL?: string;
  /** The session token for the Authorization header (default: the session cookie). */
  getToken?: () => string | undefined;
  /**
   * The language header's value, read at each connect, as the client's `getLanguage` (the
   * contract asks it on every call, the stream's included). Default 'zh_cn'.
   */
  getLanguage?: () => 'en' | 'zh_cn';
  /** Use the server's event stream (config.json `live.events`); false: poll only. Default true. */
  events?: boolean;
  /** Seconds between polls when there is no stream (config.json `live.pollSeconds`). Default 10. */
  pollSeconds?: number;
  /** Reconnection backoff: first wait and most wait, ms (default 1000 and 30000; doubled each failure, ±20 % jitter). */
  backoff?: { initialMs: number; maxMs: number };
  /** Is the page visible (polls skip hidden tabs)? Default: document.visibilityState. */
  isVisible?: () => boolean;
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch;
  /**
   * Where a message that differs from the contract is recorded (the client's `drift`, issue 47).
   * A drifted change is heard as `reset` (what changed is unknown: refetch); a drifted import
   * progress is dropped.
   */
  drift?: DriftRegistry;
}

/** The tab's one subscription to the server's change events, shared by the tab's screens. */
export interface LiveFeed {
  /** Listens; the first listener opens the connection, the last one to leave closes it. */
  subscribe: (listener: (signal: LiveSignal) => void) => () => void;
  status: () => LiveStatus;
  /** Listens to status changes. */
  onStatus: (listener: (status: LiveStatus) => void) => () => void;
  /** The polling interval, seconds (a list's bound without a stream). */
  readonly pollSeconds: number;
  /** The last event id received (sent as Last-Event-ID on reconnect). */
  lastEventId: () => string | undefined;
  /** Drops the connection now (tests, a forced reconnect); it reconnects while anyone listens. */
  reconnect: () => void;
  /** Ends everything (listeners stay registered but hear nothing more). */
  close: () => void;
}

const STREAM_TYPE = 'text/event-stream';

/**
 * The live feed of a tab: `GET /events` read over `fetch` (the browser's EventSource cannot send
 * the Authorization header, and a token never goes in a URL), parsed by `eventsource-parser`.
 * A dropped stream reconnects with exponential backoff and `Last-Event-ID`, so nothing is lost
 * while the server still holds the events. A server without the stream (404, or any answer that
 * is not `text/event-stream` and not a 401), or `events: false`, makes it poll instead: a `poll`
 * signal every `pollSeconds` while the page is visible. A 401 ends it (the app's own calls take
 * the user to the login page).
 *
 * @example
 * const feed = createLiveFeed({ events: config.live.events, pollSeconds: config.live.pollSeconds });
 * const stop = feed.subscribe((signal) => { if (signal.type !== 'change' || signal.event.menus.includes('asn')) refetch(); });
 */
export function createLiveFeed(options: LiveFeedOptions = {}): LiveFeed {
  const baseURL = (options.baseURL ?? API_BASE_PATH).replace(/\/+$/, '');
  const getToken = options.getToken ?? (() => readSession().token);
  const getLanguage = options.getLanguage ?? (() => 'zh_cn' as const);
  const pollSeconds = options.pollSeconds ?? 10;
  const backoff = options.backoff ?? { initialMs: 1000, maxMs: 30_000 };
  const isVisible = options.isVisible ?? (() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const listeners = new Set<(signal: LiveSignal) => void>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let status: LiveStatus = 'off';
  let lastId: string | undefined;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let failures = 0;
  let closed = false;
  /** The stream is known to be missing (or switched off): poll until the listeners go. */
  let polling = options.events === false;

  /** A message's data through the contract; undefined (and recorded) when it differs. */
  const read = <D extends AnswerDecl>(decl: D, data: string): OutputOf<D> | undefined => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = data;
    }
    try {
      return checkDeclared(decl, parsed, { method: 'GET', path: '/events' }).value;
    } catch (error) {
      if (isContractDrift(error)) options.drift?.record(error);
      return undefined;
    }
  };

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const l of [...statusListeners]) l(next);
  };
  const emit = (signal: LiveSignal) => {
    for (const l of [...listeners]) {
      try {
        l(signal);
      } catch {
        // One screen's failure must not stop the others hearing.
      }
    }
  };

  const stopTimers = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    if (pollTimer !== undefined) clearInterval(pollTimer);
    retryTimer = undefined;
    pollTimer = undefined;
  };

  const startPolling = () => {
    polling = true;
    stopTimers();
    setStatus('polling');
    pollTimer = setInterval(() => {
      if (isVisible()) emit({ type: 'poll' });
    }, pollSeconds * 1000);
  };

  const scheduleReconnect = () => {
    if (closed || listeners.size === 0) return;
    setStatus('connecting');
    const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** failures);
    failures += 1;
    const wait = Math.round(base * (0.8 + Math.random() * 0.4));
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
  };

  const connect = async (): Promise<void> => {
    if (closed || listeners.size === 0) return;
    if (polling) {
      startPolling();
      return;
    }
    const token = getToken();
    if (!token) {
      setStatus('off');
      return;
    }
    setStatus('connecting');
    const ours = new AbortController();
    controller = ours;
    // Another connect, a disconnect or close may have happened during any await below.
    const stale = () => controller !== ours || ours.signal.aborted || closed;
    const headers: Record<string, string> = { Accept: STREAM_TYPE, Authorization: token, [LANGUAGE_HEADER]: getLanguage() };
    if (lastId !== undefined) headers['Last-Event-ID'] = lastId;
    let response: Response;
    try {
      response = await doFetch(`${baseURL}/events`, { method: 'GET', headers, signal: ours.signal, cache: 'no-store', credentials: 'same-origin' });
    } catch {
      if (!stale()) scheduleReconnect();
      return;
    }
    if (stale()) {
      void response.body?.cancel().catch(() => undefined);
      return;
    }
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    if (!response.ok || !type.startsWith(STREAM_TYPE) || !response.body) {
      const text = await response.text().catch(() => '');
      if (/"returnCode"\s*:\s*"401"/.test(text)) {
        setStatus('off');
        return;
      }
      if (response.status >= 500) {
        scheduleReconnect();
        return;
      }
      // A server without the stream: poll instead.
      startPolling();
      return;
    }
    failures = 0;
    setStatus('live');
    let ended: 'expired' | 'reset' | undefined;
    const parser = createParser({
      onEvent: (message) => {
        if (message.id !== undefined && message.id !== '') lastId = message.id;
        if (message.event === 'change') {
          const event = read(liveEvent, message.data);
          emit(event ? { type: 'change', event } : { type: 'reset' });
        } else if (message.event === 'import') {
          const progress = read(liveImport, message.data);
          if (progress) emit({ type: 'import', progress });
        } else if (message.event === 'reset') {
          ended = 'reset';
          emit({ type: 'reset' });
        } else if (message.event === 'expired') {
          ended = 'expired';
        }
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      // dropped (network, or our own abort)
    }
    if (stale()) return;
    controller = undefined;
    // The server ended the stream: a reset (new scope) reconnects at once; anything else backs off.
    if (ended === 'reset') {
      failures = 0;
      void connect();
    } else scheduleReconnect();
  };

  const disconnect = () => {
    stopTimers();
    controller?.abort();
    controller = undefined;
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1 && !closed) {
        failures = 0;
        void connect();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          disconnect();
          setStatus('off');
        }
      };
    },
    status: () => status,
    onStatus: (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    pollSeconds,
    lastEventId: () => lastId,
    reconnect: () => {
      if (polling || closed) return;
      disconnect();
      failures = 0;
      void connect();
    },
    close: () => {
      closed = true;
      disconnect();
      setStatus('off');
    },
  };
}

/** Does the signal ask a list of `menuCode` to refetch? (a change touching it, a reset or a poll; an import's progress never: its writes come as changes) */
export function touchesMenu(signal: LiveSignal, menuCode: string): boolean {
  if (signal.type === 'import') return false;
  return signal.type !== 'change' || signal.event.menus.includes(menuCode);
}

/**
 * What a change did to one record of a list: 'changed' (with the event), 'deleted', or undefined
 * when the event does not name it.
 */
export function recordChange(event: LiveEvent, menuCode: string, id: number | string): { kind: 'changed' | 'deleted'; version: number | null } | undefined {
  const n = Number(id);
  for (const group of event.groups) {
    if (!group.menus.includes(menuCode) || !group.ids.includes(n)) continue;
    const version = group.versions?.[String(n)] ?? null;
    return { kind: group.deleted?.includes(n) ? 'deleted' : 'changed', version };
  }
  return undefined;
}
