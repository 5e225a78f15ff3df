import { useEffect, useMemo, useRef } from 'react';
import { DatePicker, Input, RemoteSelect, Select, Switch, useAsyncOptions } from '@wms/ui-core';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CellEditorConfig, SelectSource } from '../../model/editors';
import type { GridOption } from '../../model/types';

/** What every cell editor takes. */
export interface CellEditorProps {
  /** Which editor, and its options. */
  editor: CellEditorConfig;
  /** The draft: text, option code, 'yyyy-MM-dd', "1"/"0", or the chosen option (remote). */
  value: unknown;
  onChange: (value: unknown) => void;
  /** The accessible name (the column and row). */
  label: string;
  /** Width of the cell, px. */
  width: number;
  /** Loads a dictionary's options by code (select editors with a dictionary source). */
  loadDictionary?: (dictionaryCode: string) => Promise<readonly GridOption[]>;
  /** Takes the focus when it mounts, and again when `focusKey` changes (verify refused a close). */
  autoFocus?: boolean;
  focusKey?: unknown;
  /** Marks the pointer-down as inside the editor (its popovers are portals elsewhere in the DOM). */
  onPointerDownInside?: () => void;
}

const Box = styled.div`
  display: flex;
  /* Fields are 30 px high, as the cell; what a field shows below it (a date's clear link) overflows. */
  align-items: flex-start;
  height: 100%;
  min-width: 0;
  padding: 0 1px;
  background: ${({ theme }) => theme.palette.surface};
  /* ui-core fields keep their own 30 px height; the cell is 30 px high. */
  & > * {
    flex: 1;
    min-width: 0;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
`;

const RetryButton = styled.button`
  width: 30px;
  height: 30px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

const SwitchBox = styled.div`
  display: flex;
  align-items: center;
  height: 30px;
  padding: 0 8px;
`;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function optionOf(value: unknown): GridOption | null {
  return value && typeof value === 'object' && 'code' in value && 'description' in value ? (value as GridOption) : null;
}

function loaderOf(source: SelectSource, loadDictionary: CellEditorProps['loadDictionary']): (() => Promise<readonly GridOption[]>) | undefined {
  if (source.kind === 'rows') return source.load;
  if (source.kind === 'dictionary') {
    return () => (loadDictionary ? loadDictionary(source.dictionaryCode) : Promise.reject(new Error(source.dictionaryName)));
  }
  return undefined;
}

interface SelectCellEditorProps {
  source: SelectSource;
  value: string;
  onChange: (value: string) => void;
  label: string;
  width: number;
  loadDictionary: CellEditorProps['loadDictionary'];
}

/**
 * A select editor. Loaded options (a dictionary, a function's rows) are fetched when the editor
 * opens, not when the list opens: ui-core's Select cannot open an empty list, so its own
 * load-on-open never starts from a click (a gap in ui-core, reported rather than patched here).
 */
function SelectCellEditor({ source, value, onChange, label, width, loadDictionary }: SelectCellEditorProps) {
  const { t } = useTranslation('grid');
  // One loader per source, so a re-render does not start a new load.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the source's identity fields
  const load = useMemo(() => loaderOf(source, loadDictionary), [source.kind, source.kind === 'dictionary' ? source.dictionaryCode : source, loadDictionary]);
  const { options, status, retry } = useAsyncOptions(source.kind === 'list' ? source.options : undefined, load, true);
  const placeholder = status === 'loading' ? t('editing.loading') : status === 'failed' ? t('editing.loadFailed') : undefined;
  return (
    <Row>
      <Select
        aria-label={label}
        value={value}
        onChange={(next) => { onChange(Array.isArray(next) ? next[0] ?? '' : next); }}
        width={status === 'failed' ? width - 34 : width - 2}
        clearable={false}
        options={options}
        {...(placeholder ? { placeholder } : {})}
      />
      {status === 'failed' ? (
        <RetryButton type="button" aria-label={t('editing.retry')} title={t('editing.retry')} onClick={retry}>
          <span aria-hidden="true">↻</span>
        </RetryButton>
      ) : null}
    </Row>
  );
}

/** Puts the caret after the text (typing on a cell starts an editor with that character). */
function focusFirst(root: HTMLElement | null): void {
  const target = root?.querySelector<HTMLElement>('input:not([type=hidden]), button, [role=spinbutton], [tabindex="0"]');
  if (!target) return;
  target.focus();
  if (target instanceof HTMLInputElement && target.type === 'text') {
    const end = target.value.length;
    target.setSelectionRange(end, end);
  }
}

/**
 * One cell's editor (CONTRACT.md §3): the shared ui-core control for its kind, sized to the
 * cell. Text edits a string; select picks from a list, a dictionary (dictionaryCode and
 * dictionaryName) or a function's rows; date is 'yyyy-MM-dd'; switch is "1"/"0"; remote select
 * looks options up as the user types (from 1 character, with the editor's extra parameters)
 * and hands back the whole option.
 */
export function CellEditor({ editor, value, onChange, label, width, loadDictionary, autoFocus = true, focusKey, onPointerDownInside }: CellEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) focusFirst(ref.current);
  }, [autoFocus, focusKey]);
  const onPointerDownCapture = () => { onPointerDownInside?.(); };

  let control;
  switch (editor.kind) {
    case 'text':
      control = <Input aria-label={label} value={text(value)} onChange={onChange} width="100%" />;
      break;
    case 'select':
      control = <SelectCellEditor source={editor.source} value={text(value)} onChange={onChange} label={label} width={width} loadDictionary={loadDictionary} />;
      break;
    case 'date':
      control = <DatePicker aria-label={label} value={text(value) || null} onChange={(next) => { onChange(next ?? ''); }} width={Math.max(width - 2, 150)} shortcuts={false} />;
      break;
    case 'switch':
      control = (
        <SwitchBox>
          <Switch aria-label={label} value={text(value) === '1' ? '1' : '0'} onChange={onChange} />
        </SwitchBox>
      );
      break;
    case 'remote': {
      const { lookup, params, minLength = 1 } = editor;
      control = (
        <RemoteSelect<GridOption>
          aria-label={label}
          value={optionOf(value)}
          onChange={onChange}
          search={(typed, signal) => lookup(typed, params ?? {}, signal)}
          minLength={minLength}
          width={width - 2}
        />
      );
      break;
    }
  }
  return (
    // Only notes that a pointer went down inside (a click elsewhere commits); not interactive itself.
    <Box ref={ref} onPointerDownCapture={onPointerDownCapture} data-cell-editor={editor.kind}>
      {control}
    </Box>
  );
}
