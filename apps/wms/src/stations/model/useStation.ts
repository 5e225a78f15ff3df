import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnreachable, isWmsError, newIdempotencyKey, StationQueue, type QueuedScan, type StationDoc, type StationScan, type StationScanBody, type WmsApi } from '@wms/api';
import { callFailureOf, type CallFailure } from '@wms/ui-core';
import type { StationConfig } from './config';
import { CARTON_PREFIX, parseQuantity, parseScan, readGs1, type Gs1Scan } from './scan';
import { STATIONS_NAMESPACE } from '../i18n/catalogue';
import { beep } from './beep';
import { openDocKey, readOpenDoc, writeOpenDoc } from './openDoc';

/** The answer to the last action, shown large. */
export interface StationResult {
  kind: 'ok' | 'refused' | 'pending';
  /** A translation key of the stations namespace and its values, or the server's own text. */
  key?: string;
  values?: Record<string, string | number>;
  serverMessage?: string;
  slot?: string;
  /** The call and field whose answer drifted from the contract, or the call's HTTP failure (issue 47). */
  failure?: CallFailure;
}

export type StationMode = 'code' | 'qty' | 'weight' | 'carton';

export interface StationState {
  doc: StationDoc | undefined;
  result: StationResult | undefined;
  mode: StationMode;
  /** The quantity of the next scan (F2). */
  qty: number;
  carton: string | undefined;
  pending: readonly QueuedScan[];
  busy: boolean;
  lastCode: string | undefined;
  /** The quantity the last scan booked (undo takes back as many). */
  lastQty: number;
  /** The serial number the last scan booked (a GS1 label's (21)): undo takes it back too. */
  lastSerial?: string | undefined;
}

type Calls = Pick<WmsApi, 'openStation' | 'scanStation' | 'undoStation' | 'closeStation'>;

/** What a station asks for first once a document is open. */
const openedMode = (kind: StationConfig['kind']): StationMode => (kind === 'weigh' ? 'weight' : kind === 'pack' ? 'carton' : 'code');

const refusal = (error: unknown): StationResult => {
  const failure = callFailureOf(error);
  if (failure) return { kind: 'refused', key: 'result.differs', failure };
  return isWmsError(error) && error.serverMessage ? { kind: 'refused', serverMessage: error.serverMessage } : { kind: 'refused', key: 'result.refused' };
};

/**
 * The state and actions of one station: open a document, book scans (queued while the server
 * is unreachable, sent in order when it returns, each with its own idempotency key), undo,
 * finish or weigh. Every answer beeps (different tones for booked, queued and refused).
 */
export function useStation(api: Calls, config: StationConfig, storage: Storage | undefined = globalThis.localStorage, owner = '') {
  // One queue a station and owner (user@warehouse), so that nobody sends another's scans.
  const queueKey = owner ? `wms.station.queue.${owner}.${config.station}` : `wms.station.queue.${config.station}`;
  const queue = useMemo(() => new StationQueue(storage, queueKey), [storage, queueKey]);
  const [state, setState] = useState<StationState>(() => {
    // The document left open before a reload (an offline reload too: issue 26), in the mode
    // opening it leaves.
    const doc = readOpenDoc(storage, openDocKey(queueKey));
    return { doc, result: undefined, mode: doc ? openedMode(config.kind) : 'code', qty: 1, carton: undefined, pending: queue.pending(), busy: false, lastCode: undefined, lastQty: 1 };
  });
  // The live state: actions read it at once (a scanner sends the next code before React renders).
  const stateRef = useRef(state);
  const patch = useCallback((next: Partial<StationState>) => {
    stateRef.current = { ...stateRef.current, ...next };
    setState(stateRef.current);
  }, []);
  // Inputs are handled one after another, in the order they were made.
  const chain = useRef<Promise<void>>(Promise.resolve());
  const answer = useCallback((result: StationResult, more: Partial<StationState> = {}) => {
    beep(result.kind);
    patch({ result, ...more });
  }, [patch]);

  const flush = useCallback(async () => {
    if (queue.pending().length === 0) return;
    await queue.flush(
      (scan) => api.scanStation(scan.station, scan.body, scan.id),
      (outcome) => {
        if (outcome.kind === 'booked') patch({ doc: outcome.answer.doc, pending: queue.pending() });
        else answer(outcome.message ? { kind: 'refused', serverMessage: outcome.message } : { kind: 'refused', key: 'result.refused' }, { pending: queue.pending() });
      },
    );
    patch({ pending: queue.pending() });
  }, [api, queue, patch, answer]);

  useEffect(() => { writeOpenDoc(storage, openDocKey(queueKey), state.doc); }, [storage, queueKey, state.doc]);

  useEffect(() => {
    const online = () => { void flush(); };
    globalThis.addEventListener('online', online);
    const timer = setInterval(online, 5000);
    return () => { globalThis.removeEventListener('online', online); clearInterval(timer); };
  }, [flush]);

  const booked = useCallback((scan: StationScan, code: string, gs1?: { details: string; serial?: string | undefined }) => {
    const line = scan.line;
    const values = { sku: line?.sku ?? code, qty: scan.booked };
    answer({
      kind: 'ok', ...(gs1 ? { key: 'result.bookedGs1', values: { ...values, details: gs1.details } } : { key: 'result.booked', values }),
      ...(config.kind === 'seed' && line?.slot ? { slot: line.slot } : {}),
    }, { doc: scan.doc, lastCode: code, lastQty: scan.booked, lastSerial: gs1?.serial });
  }, [answer, config.kind]);
  const { t } = useTranslation(STATIONS_NAMESPACE);
  /** What a GS1 label added, for the answer: "batch B-1 · expires 2028-04-30 · serial SN1". */
  const gs1Details = useCallback((fields: NonNullable<StationScanBody['gs1']>) => [
    fields.batch !== undefined ? t('gs1.batch', { batch: fields.batch }) : undefined,
    fields.produced !== undefined ? t('gs1.produced', { date: fields.produced }) : undefined,
    fields.expiry !== undefined ? t('gs1.expiry', { date: fields.expiry }) : undefined,
    fields.serial !== undefined ? t('gs1.serial', { serial: fields.serial }) : undefined,
  ].filter((part) => part !== undefined).join(t('gs1.separator')), [t]);

  /**
   * Books one scan body: at once when nothing waits and the server answers, else behind the
   * queued scans (its own idempotency key, sent in order when the server is back).
   */
  const book = useCallback(async (body: StationScanBody, shown: string) => {
    const scan: QueuedScan = { id: newIdempotencyKey(), station: config.station, body, at: Date.now() };
    if (queue.pending().length > 0) {
      // Earlier scans still wait: this one goes behind them, so the order is kept.
      queue.add(scan);
      answer({ kind: 'pending', key: 'result.queued', values: { code: shown } }, { pending: queue.pending(), qty: 1 });
      void flush();
      return;
    }
    try {
      booked(await api.scanStation(config.station, body, scan.id), body.code, body.gs1 ? { details: gs1Details(body.gs1), serial: body.gs1.serial } : undefined);
      patch({ qty: 1 });
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      queue.add(scan);
      answer({ kind: 'pending', key: 'result.queued', values: { code: shown } }, { pending: queue.pending(), qty: 1 });
    }
  }, [api, config.station, queue, answer, flush, booked, gs1Details, patch]);

  /** A GS1 label (issue 39): its GTIN is the item, its batch, dates, serial and count go with it. */
  const handleGs1 = useCallback(async (gs1: Gs1Scan, s: StationState) => {
    if (!s.doc) {
      // A document is opened by the label's SSCC (a linked delivery note), or by the item where the station opens by item.
      const opener = config.opensByItem ? gs1.gtin ?? gs1.sscc : gs1.sscc;
      if (!opener) { answer({ kind: 'refused', key: 'gs1.noDoc' }); return; }
      const doc = await api.openStation(config.station, opener, newIdempotencyKey());
      answer({ kind: 'ok', key: 'result.opened', values: { doc: doc.title } }, { doc, mode: openedMode(config.kind), qty: 1, carton: undefined });
      return;
    }
    if (config.kind === 'query' || config.kind === 'ship') { answer({ kind: 'refused', key: config.kind === 'ship' ? 'invalid.ship' : 'invalid.readOnly' }); return; }
    if (config.kind === 'pack' && gs1.sscc && (s.mode === 'carton' || !gs1.gtin)) {
      // An SSCC is a carton's own number: it starts that carton.
      answer({ kind: 'ok', key: 'result.carton', values: { carton: gs1.sscc } }, { carton: gs1.sscc, mode: 'code' });
      return;
    }
    if (!gs1.gtin) { answer({ kind: 'refused', key: 'gs1.noItem' }); return; }
    const qty = gs1.count ?? s.qty;
    await book({ key: s.doc.key, code: gs1.gtin, ...(qty !== 1 ? { qty } : {}), ...(config.kind === 'pack' && s.carton ? { carton: s.carton } : {}), gs1: gs1.fields }, gs1.gtin);
  }, [api, config, answer, book]);

  const handle = useCallback(async (input: string, symbology?: string) => {
    const s = stateRef.current;
    if (s.mode === 'qty') {
      const qty = parseQuantity(input);
      if (qty === undefined) { answer({ kind: 'refused', key: 'invalid.qty' }); return; }
      answer({ kind: 'ok', key: 'result.qtySet', values: { qty } }, { qty, mode: s.doc ? 'code' : 'code' });
      return;
    }
    // A GS1 label is read into its AIs; any other code goes on as scanned (less a symbology identifier).
    const gs1 = s.mode === 'weight' ? undefined : readGs1(input, symbology);
    if (gs1?.kind === 'invalid') { answer({ kind: 'refused', key: `gs1.error.${gs1.code}`, values: { ai: gs1.ai, value: gs1.value } }); return; }
    const raw = gs1?.kind === 'code' ? gs1.text : input;
    if (gs1?.kind === 'gs1') {
      patch({ busy: true });
      try {
        await handleGs1(gs1, s);
      } catch (error) {
        answer(refusal(error));
      } finally {
        patch({ busy: false });
      }
      return;
    }
    const parsed = parseScan(raw, s.mode === 'weight' ? 'weight' : 'code');
    if (parsed.kind === 'empty') return;
    if (parsed.kind === 'invalid') { answer({ kind: 'refused', key: `invalid.${parsed.reason}` }); return; }
    patch({ busy: true });
    try {
      if (parsed.kind === 'weight') {
        if (!s.doc) return;
        const doc = await api.closeStation(config.station, { key: s.doc.key, weight: parsed.weight }, newIdempotencyKey());
        answer({ kind: 'ok', key: 'result.weighed', values: { weight: parsed.weight } }, { doc, mode: 'code' });
        return;
      }
      if (!s.doc) {
        const doc = await api.openStation(config.station, parsed.code, newIdempotencyKey());
        answer({ kind: 'ok', key: 'result.opened', values: { doc: doc.title } }, { doc, mode: openedMode(config.kind), qty: 1, carton: undefined });
        return;
      }
      if (config.kind === 'query' || config.kind === 'ship') { answer({ kind: 'refused', key: config.kind === 'ship' ? 'invalid.ship' : 'invalid.readOnly' }); return; }
      if (s.mode === 'carton' || (config.kind === 'pack' && parsed.code.toUpperCase().startsWith(CARTON_PREFIX))) {
        answer({ kind: 'ok', key: 'result.carton', values: { carton: parsed.code } }, { carton: parsed.code, mode: 'code' });
        return;
      }
      const qty = parsed.qty ?? s.qty;
      await book({ key: s.doc.key, code: parsed.code, ...(qty !== 1 ? { qty } : {}), ...(config.kind === 'pack' && s.carton ? { carton: s.carton } : {}) }, parsed.code);
    } catch (error) {
      answer(refusal(error));
    } finally {
      patch({ busy: false });
    }
  }, [api, config, answer, patch, book, handleGs1]);

  const queued = useCallback((work: () => Promise<void>): Promise<void> => {
    const next = chain.current.then(work);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);
  /**
   * Submits one scanned code: what a keyboard-wedge scanner typed (Enter), or what the camera
   * read, with the symbology its decoder reported when it did (an AIM identifier such as `]C1`,
   * `]d2`, `]Q3`, or a name such as 'gs1_datamatrix'; optional). Every scan takes this one path:
   * GS1 labels are read into item, batch, dates, serial and count (`readGs1`), other codes go to
   * the warehouse's parse rules; the same answer, tone, offline queue and idempotency key.
   */
  const submit = useCallback((raw: string, options: { symbology?: string } = {}) => queued(() => handle(raw, options.symbology)), [queued, handle]);

  const doUndo = useCallback(async () => {
    const s = stateRef.current;
    if (!s.doc || !s.lastCode) { answer({ kind: 'refused', key: s.doc ? 'invalid.nothingToUndo' : 'invalid.noDoc' }); return; }
    try {
      const scan = await api.undoStation(config.station, { key: s.doc.key, code: s.lastCode, ...(s.lastQty !== 1 ? { qty: s.lastQty } : {}), ...(s.lastSerial ? { serial: s.lastSerial } : {}) }, newIdempotencyKey());
      answer({ kind: 'ok', key: 'result.undone', values: { sku: scan.line?.sku ?? s.lastCode, qty: Math.abs(scan.booked) } }, { doc: scan.doc, lastCode: undefined, lastQty: 1, lastSerial: undefined });
    } catch (error) {
      answer(refusal(error));
    }
  }, [api, config.station, answer]);

  const doFinish = useCallback(async () => {
    const s = stateRef.current;
    if (!s.doc) { answer({ kind: 'refused', key: 'invalid.noDoc' }); return; }
    try {
      const doc = await api.closeStation(config.station, { key: s.doc.key, ...(s.carton ? { carton: s.carton } : {}) }, newIdempotencyKey());
      answer({ kind: 'ok', key: 'result.closed', values: { doc: doc.title } }, { doc, carton: undefined });
    } catch (error) {
      answer(refusal(error));
    }
  }, [api, config.station, answer]);

  const undo = useCallback(() => queued(doUndo), [queued, doUndo]);
  const finish = useCallback(() => queued(doFinish), [queued, doFinish]);
  const setMode = useCallback((mode: StationMode) => { patch({ mode }); }, [patch]);
  const reset = useCallback(() => { patch({ doc: undefined, result: undefined, mode: 'code', qty: 1, carton: undefined, lastCode: undefined, lastQty: 1, lastSerial: undefined }); }, [patch]);
  /**
   * Reads the open document again (someone else booked on it): only the document changes, not
   * the last result or the mode; in turn with the station's own inputs, so it never overtakes them.
   */
  const refresh = useCallback(() => queued(async () => {
    const key = stateRef.current.doc?.key;
    if (!key) return;
    try {
      const doc = await api.openStation(config.station, key, newIdempotencyKey());
      if (stateRef.current.doc?.key === key) patch({ doc });
    } catch {
      // The document stays as it was; the next change asks again.
    }
  }), [queued, api, config.station, patch]);

  return { state, submit, undo, finish, setMode, reset, flush, refresh };
}
