import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GS, throttled, type LiveFeed, type WmsApi } from '@wms/api';
import { DriftNotice, MEDIA, useMediaQuery } from '@wms/ui-core';
import type { StationConfig } from './model/config';
import { MUTED_KEY, STATION_MODE_KEY, useDeviceFlag } from './model/preferences';
import { cartonsOf, lineComplete, progressOf } from './model/scan';
import { useStation, type StationResult } from './model/useStation';
import { STATIONS_NAMESPACE } from './i18n/catalogue';
import { CameraButton } from '../camera/CameraButton';
import type { CameraDialogProps } from '../camera/CameraDialog';

const Screen = styled.section`
  container-type: inline-size;
  display: grid;
  gap: 12px;
  padding: 12px;
  max-width: 1100px;
  font-size: 16px;
  h2 { margin: 0; font-size: 20px; }
  /* Station mode (a narrow screen, or the remembered toggle on a wide one): the station fills
     the screen, its last answer large, its keys as buttons for a finger. */
  &[data-mode='station'] {
    max-width: none;
    padding: 8px;
    gap: 10px;
    box-sizing: border-box;
  }
  &[data-mode='station'][data-pinned] {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.dialog - 1};
    overflow: auto;
    padding: 12px max(12px, calc((100vw - 1100px) / 2));
    background: ${({ theme }) => theme.palette.surface};
  }
`;
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  h2 { margin: 0 auto 0 0; min-width: 0; }
`;
const Toggle = styled.button`
  border: 1px solid #6b7280;
  border-radius: 4px;
  background: #fff;
  color: #1f2937;
  font: inherit;
  font-size: 14px;
  padding: 2px 10px;
  cursor: pointer;
  &[aria-pressed='true'] { background: #1f2937; color: #fff; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.palette.focus}; outline-offset: 1px; }
  [data-mode='station'] & {
    min-width: ${({ theme }) => theme.touchTarget}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
  }
`;
/** The scan field and, beside it, the camera. */
const ScanLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 8px;
  > button { min-height: 56px; }
`;
const ScanRow = styled.label`
  display: grid;
  gap: 4px;
  font-weight: 600;
  input {
    font-size: 24px;
    padding: 10px 12px;
    border: 3px solid #1d4ed8;
    border-radius: 6px;
    width: 100%;
    box-sizing: border-box;
  }
`;
const COLOURS = { ok: { bg: '#dcfce7', fg: '#14532d', border: '#15803d' }, refused: { bg: '#fee2e2', fg: '#7f1d1d', border: '#b91c1c' }, pending: { bg: '#fef3c7', fg: '#713f12', border: '#b45309' } } as const;
const Result = styled.div<{ $kind: StationResult['kind'] }>`
  border: 4px solid ${({ $kind }) => COLOURS[$kind].border};
  background: ${({ $kind }) => COLOURS[$kind].bg};
  color: ${({ $kind }) => COLOURS[$kind].fg};
  border-radius: 8px;
  padding: 16px;
  font-size: 28px;
  font-weight: 700;
  display: grid;
  gap: 6px;
  .slot { font-size: 48px; }
  [data-mode='station'] & {
    font-size: 32px;
    padding: 20px 16px;
    .slot { font-size: 64px; }
  }
`;
const Meter = styled.div`
  display: flex; gap: 12px; align-items: center; flex-wrap: wrap; font-size: 20px; font-weight: 600;
  progress { flex: 1 1 200px; height: 18px; }
`;
const Table = styled.table`
  border-collapse: collapse; width: 100%; font-size: 15px;
  th, td { border-bottom: 1px solid #d1d5db; padding: 4px 6px; text-align: left; }
  tr[data-done='true'] td { background: #f0fdf4; }
  @container (max-width: 520px) { .wide { display: none; } }
`;
const Keys = styled.ul`
  display: flex; flex-wrap: wrap; gap: 8px; list-style: none; margin: 0; padding: 0;
  li { border: 1px solid #6b7280; border-radius: 4px; padding: 2px 8px; font-size: 14px; color: #1f2937; }
`;
/** The function keys as buttons (station mode): each at least the theme's touch target. */
const KeyButtons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
  gap: 8px;
  button {
    min-width: ${({ theme }) => theme.touchTarget}px;
    min-height: ${({ theme }) => theme.touchTarget}px;
    border: 2px solid #1f2937;
    border-radius: 6px;
    background: #f3f4f6;
    color: #111827;
    font: inherit;
    font-size: 16px;
    font-weight: 600;
    cursor: pointer;
  }
  button:focus-visible { outline: 3px solid ${({ theme }) => theme.palette.focus}; outline-offset: 1px; }
`;
const Pending = styled.section`
  border: 2px dashed #b45309; border-radius: 6px; padding: 8px; color: #713f12;
  h3 { margin: 0 0 4px; font-size: 16px; }
  ol { margin: 0; padding-left: 20px; }
`;

const SYMBOL = { ok: '✓', refused: '✕', pending: '…' } as const;

export interface StationScreenProps {
  title: string;
  config: StationConfig;
  api: Pick<WmsApi, 'openStation' | 'scanStation' | 'undoStation' | 'closeStation'>;
  /** Where the offline queue is kept (localStorage by default). */
  storage?: Storage;
  /** Whose offline queue it is (user@warehouse): queues are kept apart by it. */
  owner?: string;
  /** The tab's change events: the open document is read again when someone books (at most once a second). */
  live?: LiveFeed;
  /** The camera's reader and media (default: the browser's; stories inject fakes). */
  camera?: Pick<CameraDialogProps, 'loadReader' | 'media'>;
}

/**
 * The one scanner-first station (docs/architecture.md 'Warehouse flows'), fed by its configuration. The
 * scan field always has focus (it takes it back after every action and click); a scanner types
 * and presses Enter; F2 sets the next quantity, F4 undoes the last scan, F6 starts a carton, F8
 * finishes, F9 starts the next document.
 */
export function StationScreen({ title, config, api, storage, owner, live, camera }: StationScreenProps) {
  const { t } = useTranslation(STATIONS_NAMESPACE);
  const { state, submit, undo, finish, setMode, reset, refresh } = useStation(api, config, storage, owner);
  const hasDoc = state.doc !== undefined;
  useEffect(() => {
    if (!live || !hasDoc) return undefined;
    const gate = throttled(() => { void refresh(); }, 1000);
    // A booking or operation by anyone may change the open document's lines (our own answer is already shown; reading it again is harmless);
    // a reset or a poll may hide one. An import's progress (the user's own import elsewhere) changes no open document.
    const stop = live.subscribe((signal) => {
      if (signal.type === 'import') return;
      if (signal.type !== 'change' || signal.event.kind === 'booking' || signal.event.kind === 'operation' || signal.event.kind === 'update') gate.hit();
    });
    return () => { stop(); gate.cancel(); };
  }, [live, hasDoc, refresh]);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // While the camera's viewfinder is open it keeps the focus (a modal dialog); the field takes it back after.
  const [cameraOpen, setCameraOpen] = useState(false);
  const cameraOpenRef = useRef(false);
  const focus = () => { requestAnimationFrame(() => { if (!cameraOpenRef.current) input.current?.focus(); }); };
  useEffect(() => { if (!cameraOpen) input.current?.focus(); }, [state.result, state.doc, state.mode, state.busy, cameraOpen]);
  // Station mode: always on a narrow screen; on a wide one by a toggle this device remembers.
  const narrow = useMediaQuery(MEDIA.narrow);
  const [pinned, setPinned] = useDeviceFlag(STATION_MODE_KEY);
  const [muted, setMuted] = useDeviceFlag(MUTED_KEY);
  const stationMode = narrow || pinned;

  const keys: Record<string, () => void> = {
    F2: () => { setMode('qty'); },
    F4: () => { void undo(); },
    F6: () => { if (config.kind === 'pack') setMode('carton'); },
    F8: () => { void finish(); },
    F9: () => { reset(); },
  };
  const enter = () => {
    const value = text;
    setText('');
    void submit(value).finally(focus);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = keys[event.key];
    if (action) { event.preventDefault(); action(); focus(); return; }
    // A wedge scanner types a GS1 label's FNC1 as Ctrl+] (the group separator, GS): kept in the text for the GS1 reading.
    if (event.ctrlKey && !event.altKey && (event.key === ']' || event.key === '\u001d')) { event.preventDefault(); setText((value) => `${value}${GS}`); return; }
    if (event.key === 'Escape') { event.preventDefault(); setText(''); if (state.mode !== 'code' && state.mode !== 'weight') setMode('code'); return; }
    if (event.key === 'Enter') {
      event.preventDefault();
      enter();
    }
  };

  const prompt = !state.doc ? (config.opensByItem ? 'prompt.docByItem' : 'prompt.doc') : state.mode === 'qty' ? 'prompt.qty' : state.mode === 'carton' ? 'prompt.carton' : state.mode === 'weight' ? 'prompt.weight' : config.kind === 'ship' ? 'prompt.ship' : 'prompt.item';
  const progress = state.doc ? progressOf(state.doc) : undefined;
  const blind = config.blind || state.doc?.blind === true;
  const result = state.result;
  const resultText = result ? (result.serverMessage ?? t(result.key ?? 'result.ok', result.values ?? {})) : undefined;
  const cartons = state.doc && config.kind === 'pack' ? cartonsOf(state.doc) : [];
  const bookable = config.kind !== 'query' && config.kind !== 'ship';
  // The function keys this station offers: [key, label]; Enter submits what is typed.
  const functionKeys: [string, string][] = [
    ['Enter', t('keys.enter')],
    ...(bookable ? [['F2', t('keys.qty')], ['F4', t('keys.undo')]] as [string, string][] : []),
    ...(config.kind === 'pack' ? [['F6', t('keys.carton')]] as [string, string][] : []),
    ...(config.kind === 'ship' ? [['F8', t('keys.ship')]] as [string, string][] : config.kind !== 'query' ? [['F8', t('keys.close')]] as [string, string][] : []),
    ['F9', t('keys.reset')],
  ];
  const press = (key: string) => {
    if (key === 'Enter') { enter(); return; }
    keys[key]?.();
    focus();
  };

  return (
    <Screen aria-label={title} data-screen="station" data-station={config.station} data-mode={stationMode ? 'station' : undefined} data-pinned={pinned && !narrow ? '' : undefined} onClick={focus}>
      <Top>
        <h2>{title}</h2>
        <Toggle type="button" aria-pressed={muted} onClick={() => { setMuted(!muted); }}>{t('sound.mute')}</Toggle>
        {narrow ? null : <Toggle type="button" aria-pressed={pinned} onClick={() => { setPinned(!pinned); }}>{t('stationMode')}</Toggle>}
      </Top>
      <ScanLine>
        <ScanRow>
          {t(prompt)}
          <input
            ref={input}
            value={text}
            autoComplete="off"
            inputMode={state.mode === 'weight' || state.mode === 'qty' ? 'decimal' : 'text'}
            aria-describedby="station-keys"
            data-mode={state.mode}
            onChange={(event) => { setText(event.target.value); }}
            onKeyDown={onKeyDown}
            // Focus lost to nothing (a click on the page) comes back; Tab to the app's menu is no trap.
            onBlur={(event) => { if (event.relatedTarget === null) focus(); }}
          />
        </ScanRow>
        <CameraButton
          field={t(prompt)}
          showLabel={false}
          {...camera}
          // A code the camera reads takes the path of a wedge scan: the same queue, answer and tone;
          // with the symbology its reader reported (']C1' tells a GS1-128 from a plain Code 128).
          onCode={(_text, code) => { void submit(code.text, code.symbology === undefined ? {} : { symbology: code.symbology }); }}
          feedback={result && resultText !== undefined ? <span data-feedback={result.kind}>{SYMBOL[result.kind]} {t(`result.${result.kind}`)}: {resultText}</span> : undefined}
          onOpenChange={(open) => { cameraOpenRef.current = open; setCameraOpen(open); if (!open) focus(); }}
        />
      </ScanLine>
      {result && resultText !== undefined && (
        <Result $kind={result.kind} role={result.kind === 'refused' && !result.failure ? 'alert' : 'status'} data-result={result.kind}>
          <span>{SYMBOL[result.kind]} {t(`result.${result.kind}`)}: {resultText}</span>
          {result.slot && <span className="slot">{t('result.slot', { slot: result.slot })}</span>}
        </Result>
      )}
      {/* The station's call got an answer that differs from the contract: which call and field (issue 47). */}
      {result?.failure ? <DriftNotice failure={result.failure} compact /> : null}
      {stationMode ? (
        <KeyButtons id="station-keys" role="group" aria-label={t('keys.title')}>
          {functionKeys.map(([key, label]) => (
            <button key={key} type="button" data-key={key} onClick={() => { press(key); }}>{label}</button>
          ))}
        </KeyButtons>
      ) : null}
      {state.pending.length > 0 && (
        <Pending aria-label={t('pendingTitle', { count: state.pending.length })}>
          <h3>{t('pendingTitle', { count: state.pending.length })}</h3>
          <ol>{state.pending.map((scan) => <li key={scan.id}>{scan.body.qty ? `${String(scan.body.qty)} × ` : ''}{scan.body.code}</li>)}</ol>
        </Pending>
      )}
      {state.doc && progress && (
        <>
          <Meter>
            <span>{`${state.doc.title} · ${state.doc.statusName}`}</span>
            {progress.expected !== undefined ? (
              <>
                <progress aria-label={t('progress')} max={progress.expected} value={progress.done} />
                <span data-progress>{t('doneOf', { done: progress.done, expected: progress.expected })}</span>
              </>
            ) : <span data-progress>{t('doneOnly', { done: progress.done })}</span>}
            {state.doc.complete && <strong>✓ {t('complete')}</strong>}
          </Meter>
          {blind && <p>{t('blind')}</p>}
          {config.kind === 'pack' && (
            <section aria-label={t('cartons')}>
              <strong>{t('cartons')}</strong>{state.carton ? ` · ${t('result.carton', { carton: state.carton })}` : ''}
              <ul>{cartons.map((c) => <li key={c.carton}>{t('cartonPieces', c)}</li>)}</ul>
            </section>
          )}
          <Table aria-label={t('lines')}>
            <thead>
              <tr>
                <th>{t('col.sku')}</th>
                <th className="wide">{t('col.descr')}</th>
                {!blind && <th>{t('col.expected')}</th>}
                <th>{t('col.done')}</th>
                {config.kind === 'seed' && <th>{t('col.slot')}</th>}
                {config.kind === 'pack' && <th>{t('col.carton')}</th>}
              </tr>
            </thead>
            <tbody>
              {state.doc.lines.map((line) => (
                <tr key={line.lineKey} data-done={lineComplete(line, blind)}>
                  <td>{lineComplete(line, blind) ? '✓ ' : ''}{line.sku}</td>
                  <td className="wide">{line.descr}</td>
                  {!blind && <td>{line.expected ?? ''}</td>}
                  <td>{line.done}</td>
                  {config.kind === 'seed' && <td>{line.slot ?? ''}</td>}
                  {config.kind === 'pack' && <td>{line.carton ?? ''}</td>}
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
      {stationMode ? null : (
        <Keys id="station-keys" aria-label={t('keys.title')}>
          <li>{t('keys.enter')}</li>
          {bookable && <li>{t('keys.qty')}</li>}
          {bookable && <li>{t('keys.undo')}</li>}
          {config.kind === 'pack' && <li>{t('keys.carton')}</li>}
          {config.kind === 'ship' ? <li>{t('keys.ship')}</li> : config.kind !== 'query' && <li>{t('keys.close')}</li>}
          <li>{t('keys.reset')}</li>
        </Keys>
      )}
    </Screen>
  );
}
