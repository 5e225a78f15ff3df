import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { DatePicker, DateRangePicker, DateTimePicker, DateTimeRangePicker, Input, NumberInput, Select, useControllableState } from '@wms/ui-core';
import { useFailureText } from '../../hooks/useDrawerForm';
import { useUrlOptions } from '../../hooks/useUrlOptions';
import { baseEmptyValue, checkBaseField, type BaseFormItem, type BaseFormValues } from '../../model/baseForm';
import { localTimeZone } from '../../model/dates';
import type { FormDataSource } from '../../model/types';
import { SectionInputs } from '../DrawerForm/SectionInputs';

export interface BaseFormProps {
  items: readonly BaseFormItem[];
  /** Controlled values (only valid values ever reach them). */
  value?: BaseFormValues;
  defaultValue?: BaseFormValues;
  /** A field changed to a valid value: every value, and which field changed. */
  onChange?: (values: BaseFormValues, prop: string) => void;
  /** Enter in a field while every field is valid. */
  onSearch?: (values: BaseFormValues) => void;
  dataSource?: FormDataSource;
  timeZone?: string;
  now?: number;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px 16px;
`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const pair = (value: unknown): [string, string] | null => (Array.isArray(value) && value.length === 2 ? [String(value[0]), String(value[1])] : null);

/**
 * The base form of search screens (CONTRACT.md §2, §5): select, date, daterange, datetime,
 * datetimerange, number, slot and text. A field is validated on change and on Enter before its
 * change is emitted: an invalid value stays in the field with its message and never reaches
 * `onChange`. Dates offer today / lastday / lastweek, ranges week / month / quarter.
 *
 * @example
 * <BaseForm items={[{ type: 'number', prop: 'qty', label: t('qty'), range: true }]} onChange={setQuery} />
 */
export function BaseForm({ items, value, defaultValue, onChange, onSearch, dataSource, timeZone, now }: BaseFormProps) {
  const startValues = useMemo(() => {
    const out: BaseFormValues = {};
    for (const item of items) out[item.prop] = defaultValue?.[item.prop] ?? baseEmptyValue(item);
    return out;
  }, [items, defaultValue]);
  const [values, setValues] = useControllableState<BaseFormValues>({ value, defaultValue: startValues });
  // What the user typed, valid or not; an invalid draft is shown but never emitted.
  const [drafts, setDrafts] = useState<BaseFormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failureText = useFailureText();
  const [zone] = useState(() => timeZone ?? localTimeZone());

  const change = (item: BaseFormItem, next: unknown) => {
    setDrafts((d) => ({ ...d, [item.prop]: next }));
    const failure = checkBaseField(item, next, { ...values, [item.prop]: next });
    if (failure) {
      setErrors((e) => ({ ...e, [item.prop]: failureText(failure) }));
      return;
    }
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([prop]) => prop !== item.prop)));
    const updated = { ...values, [item.prop]: next };
    setValues(updated);
    onChange?.(updated, item.prop);
  };

  const submit = () => {
    const found: Record<string, string> = {};
    for (const item of items) {
      const current = item.prop in drafts ? drafts[item.prop] : values[item.prop];
      const failure = checkBaseField(item, current, values);
      if (failure) found[item.prop] = failureText(failure);
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch?.(values);
  };

  return (
    <Row role="search">
      {items.map((item) => (
        <BaseField
          key={item.prop}
          item={item}
          value={item.prop in drafts ? drafts[item.prop] : values[item.prop]}
          error={errors[item.prop]}
          onChange={(next) => { change(item, next); }}
          onSubmit={submit}
          dataSource={dataSource}
          timeZone={zone}
          now={now}
        />
      ))}
    </Row>
  );
}

function BaseField({ item, value, error, onChange, onSubmit, dataSource, timeZone, now }: {
  item: BaseFormItem;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  onSubmit: () => void;
  dataSource: FormDataSource | undefined;
  timeZone: string;
  now: number | undefined;
}) {
  const url = item.url;
  const urlOptions = useUrlOptions(item.type === 'select' ? url : undefined, dataSource);
  const common = { label: item.label, errorMessage: error };
  // Enter in a picker searches too (its own keys never include a bare Enter on a segment).
  const onKeyDown = (event: { key: string }) => { if (event.key === 'Enter') onSubmit(); };
  const dates = { timeZone, now };
  switch (item.type) {
    case 'text':
      return <Input {...common} width={item.width ?? 200} placeholder={item.placeholder} value={text(value)} onChange={onChange} onSubmit={onSubmit} />;
    case 'number':
      return item.range ? (
        <SectionInputs label={item.label} width={item.width ?? 240} value={pair(value) ?? ['', '']} onChange={onChange} onSubmit={onSubmit} errorMessage={error} />
      ) : (
        <NumberInput {...common} width={item.width ?? 160} value={text(value)} onChange={onChange} onSubmit={onSubmit} />
      );
    case 'select':
      return (
        <Select
          {...common}
          width={item.width ?? 200}
          multiple={Boolean(item.multiple)}
          options={urlOptions.options ?? item.options}
          loadOptions={urlOptions.loadOptions}
          value={item.multiple ? (Array.isArray(value) ? value.map(String) : []) : text(value)}
          onChange={onChange}
          placeholder={item.placeholder}
        />
      );
    case 'date':
    case 'datetime': {
      const Picker = item.type === 'date' ? DatePicker : DateTimePicker;
      return (
        <div onKeyDown={onKeyDown} role="presentation">
          <Picker {...common} {...dates} width={item.width ?? (item.type === 'date' ? 180 : 230)} noFuture={item.noFuture} value={typeof value === 'string' ? value : null} onChange={onChange} />
        </div>
      );
    }
    case 'daterange':
    case 'datetimerange': {
      const Picker = item.type === 'daterange' ? DateRangePicker : DateTimeRangePicker;
      return (
        <div onKeyDown={onKeyDown} role="presentation">
          <Picker {...common} {...dates} width={item.width ?? (item.type === 'daterange' ? 280 : 400)} value={pair(value)} onChange={onChange} />
        </div>
      );
    }
    case 'slot':
      return <>{item.render?.({ value, setValue: onChange, label: item.label })}</>;
  }
}
