import { useEffect, useRef } from 'react';
import { DatePicker, Input, RemoteSelect, Select, Switch } from '@wms/ui-core';
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
  align-items: center;
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
 * One cell's editor (platform.md §3): the shared ui-core control for its kind, sized to the
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
    case 'select': {
      const loadOptions = loaderOf(editor.source, loadDictionary);
      control = (
        <Select
          aria-label={label}
          value={text(value)}
          onChange={(next) => { onChange(Array.isArray(next) ? next[0] ?? '' : next); }}
          width={width - 2}
          clearable={false}
          {...(editor.source.kind === 'list' ? { options: editor.source.options } : {})}
          {...(loadOptions ? { loadOptions } : {})}
        />
      );
      break;
    }
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
