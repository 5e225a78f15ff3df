import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Input, RemoteSelect, type SelectOption } from '@wms/ui-core';
import { cellText } from '../../model/lookup';
import type { FormDataSource, FormItem, FormRow } from '../../model/types';
import { LookupPopup } from '../LookupPopup';

export const SideButton = styled.button`
  align-self: flex-end;
  height: 30px;
  min-width: 32px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 1px;
  }
`;

export const Row = styled.div`
  display: flex;
  gap: 4px;
  align-items: flex-start;
  /* The button sits level with the box, below the label. */
  & > ${SideButton} {
    margin-top: 22px;
  }
`;

/**
 * A `table` item: autocomplete as the user types (POST {filterUrl}/{text}), and a lookup popup
 * (the button) whose chosen row fills the item and, through `tableConfig.fill`, other fields.
 */
export function TableItem({ item, value, onChange, onFill, errorMessage, width, dataSource }: {
  item: FormItem & { prop: string };
  value: string;
  onChange: (value: string) => void;
  /** Fills other fields from a chosen row. */
  onFill: (values: Record<string, unknown>) => void;
  errorMessage: string | undefined;
  width: number;
  dataSource: FormDataSource | undefined;
}) {
  const { t } = useTranslation('form');
  const [open, setOpen] = useState(false);
  // A row chosen in the popup replaces the typed text: the autocomplete starts afresh.
  const [generation, setGeneration] = useState(0);
  const config = item.tableConfig;
  const valueKey = config?.valueKey ?? config?.columns[0]?.prop ?? item.prop;
  const labelKey = config?.labelKey ?? valueKey;
  const label = item.label ?? '';
  const filterUrl = config?.filterUrl;
  const search = useMemo(() => {
    if (!dataSource || !filterUrl) return undefined;
    return async (text: string): Promise<(SelectOption & { row: FormRow })[]> =>
      (await dataSource.autocomplete(filterUrl, text)).map((row) => ({ code: cellText(row[valueKey]), description: cellText(row[labelKey]) || cellText(row[valueKey]), row }));
  }, [dataSource, filterUrl, valueKey, labelKey]);

  // What the field showed after the last choice: text typed past it is kept on leaving the field
  // (the typed code is the value, as in the autocomplete the spec describes), never dropped.
  const input = useRef<HTMLInputElement>(null);
  const shown = useRef(value);
  const choose = (row: FormRow) => {
    shown.current = cellText(row[labelKey]) || cellText(row[valueKey]);
    onChange(cellText(row[valueKey]));
    const fills: Record<string, unknown> = {};
    for (const [prop, field] of Object.entries(config?.fill ?? {})) fills[prop] = row[field];
    onFill(fills);
  };
  const fieldWidth = width - 36;
  return (
    <Row
      onBlur={(event) => {
        if (!search || event.currentTarget.contains(event.relatedTarget)) return;
        const typed = input.current?.value.trim() ?? '';
        if (typed === shown.current || typed === value) return;
        shown.current = typed;
        onChange(typed);
      }}
    >
      {search ? (
        <RemoteSelect
          key={generation}
          ref={input}
          label={label}
          width={fieldWidth}
          search={search}
          minLength={typeof item.props?.minLength === 'number' ? item.props.minLength : 1}
          value={value ? { code: value, description: value, row: {} } : null}
          onChange={(option) => {
            if (option) choose(option.row);
          }}
          errorMessage={errorMessage}
          disabled={item.disabled}
        />
      ) : (
        <Input label={label} width={fieldWidth} value={value} onChange={onChange} errorMessage={errorMessage} disabled={item.disabled} />
      )}
      <SideButton type="button" aria-label={t('item.lookup', { label })} disabled={item.disabled || !dataSource || !config} onClick={() => { setOpen(true); }}>
        <span aria-hidden="true">⋯</span>
      </SideButton>
      {config && dataSource ? (
        <LookupPopup
          open={open}
          onOpenChange={setOpen}
          title={config.title ?? label}
          url={config.url}
          columns={config.columns}
          extra={config.extra}
          lookup={(request) => dataSource.lookup(request)}
          onChoose={(row) => {
            choose(row);
            setGeneration((n) => n + 1);
          }}
        />
      ) : null}
    </Row>
  );
}
