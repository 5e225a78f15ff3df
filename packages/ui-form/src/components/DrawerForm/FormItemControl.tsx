import { useId, useMemo } from 'react';
import { Cascader, Checkbox, DatePicker, DateTimeRangePicker, Input, RemoteSelect, Select, Switch, Textarea, type CheckboxValue, type SwitchValue } from '@wms/ui-core';
import { cellText } from '../../model/lookup';
import { useUrlOptions } from '../../hooks/useUrlOptions';
import { addressPathOf, addressTextOf } from '../../model/address';
import { dateTextOf, timestampOfDateText } from '../../model/dates';
import type { MapProvider } from '../../model/map';
import type { FormDataSource, FormItem, FormTreeOption } from '../../model/types';
import { Group, GroupLabel, ItemError } from './ItemShell';
import { MapItem } from './MapItem';
import { SectionInputs } from './SectionInputs';
import { TableItem } from './TableItem';

/** What every item control is given. */
export interface ItemControlProps {
  item: FormItem & { prop: string };
  value: unknown;
  onChange: (value: unknown) => void;
  /** Sets other fields (a lookup row fills several). */
  onFill: (values: Record<string, unknown>) => void;
  values: Readonly<Record<string, unknown>>;
  /** The item's message, or undefined when it is valid (or not yet checked). */
  error: string | undefined;
  /** The control's width, px. */
  width: number;
  dataSource: FormDataSource | undefined;
  mapProvider: MapProvider | undefined;
  timeZone: string;
  now: number | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The control of one item, by its type (CONTRACT.md §2). */
export function FormItemControl(props: ItemControlProps) {
  const { item, value, onChange, error, width, dataSource } = props;
  const label = item.label ?? '';
  const errorId = useId();
  const extra = item.props ?? {};
  const url = item.url;
  // Options from a url, loaded up front (a remote select looks its options up as the user types).
  const urlOptions = useUrlOptions(item.type === 'select' && extra.remote !== true ? url : undefined, dataSource);
  const placeholder = typeof extra.placeholder === 'string' ? extra.placeholder : undefined;
  // props.remote: the options are looked up as the user types (remoteSelect with the url as path).
  const codeKey = typeof extra.codeKey === 'string' ? extra.codeKey : 'code';
  const labelKey = typeof extra.labelKey === 'string' ? extra.labelKey : 'description';
  const remote = useMemo(() => {
    if (extra.remote !== true || !url || !dataSource) return undefined;
    return async (typed: string, signal: AbortSignal) =>
      (await dataSource.remoteSelect({ path: url, text: typed, signal })).map((row) => ({ code: cellText(row[codeKey]), description: cellText(row[labelKey]) || cellText(row[codeKey]) }));
  }, [extra.remote, url, dataSource, codeKey, labelKey]);
  const common = { errorMessage: error, disabled: item.disabled };

  switch (item.type) {
    case 'input':
      return <Input label={label} width={width} value={text(value)} onChange={onChange} placeholder={placeholder} {...common} />;
    case 'textarea':
      return <Textarea label={label} width={width} value={text(value)} onChange={onChange} placeholder={placeholder} rows={typeof extra.rows === 'number' ? extra.rows : 3} {...common} />;
    case 'select':
      if (remote) {
        const code = text(value).trim();
        return (
          <RemoteSelect
            label={label}
            width={width}
            search={remote}
            value={code ? { code, description: code } : null}
            onChange={(option) => { onChange(option?.code ?? ''); }}
            placeholder={placeholder}
            {...common}
          />
        );
      }
      return (
        <Select
          label={label}
          width={width}
          multiple={Boolean(item.multiple)}
          options={urlOptions.options ?? item.options}
          loadOptions={urlOptions.loadOptions}
          value={item.multiple ? strings(value) : text(value).trim()}
          onChange={onChange}
          placeholder={placeholder}
          defaultOpen={extra.defaultOpen === true}
          {...common}
        />
      );
    case 'date':
      return (
        <DatePicker
          label={label}
          width={width}
          value={dateTextOf(value, props.timeZone)}
          onChange={(next) => { onChange(timestampOfDateText(next, props.timeZone)); }}
          timeZone={props.timeZone}
          now={props.now}
          noFuture={extra.noFuture === true}
          {...common}
        />
      );
    case 'dateTimeRange':
      return (
        <DateTimeRangePicker
          label={label}
          width={width}
          value={Array.isArray(value) && value.length === 2 ? [String(value[0]), String(value[1])] : null}
          onChange={onChange}
          timeZone={props.timeZone}
          now={props.now}
          {...common}
        />
      );
    case 'cascader':
    case 'address': {
      const tree = (item.options ?? []) as readonly FormTreeOption[];
      const path = item.type === 'address' ? addressPathOf(tree, text(value)) : strings(value);
      return (
        <Group role="group" aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
          <div className="controls">
            <Cascader
              label={label}
              width={width}
              options={tree}
              value={path}
              onChange={(next) => { onChange(item.type === 'address' ? addressTextOf(tree, next) : next); }}
              disabled={item.disabled}
            />
          </div>
          {error ? <ItemError id={errorId}>{error}</ItemError> : null}
        </Group>
      );
    }
    case 'checkbox':
    case 'switch':
      return (
        <Group role="group" aria-describedby={error ? errorId : undefined} data-invalid={error ? true : undefined}>
          <GroupLabel aria-hidden="true">&nbsp;</GroupLabel>
          <div className="controls">
            {item.type === 'checkbox' ? (
              <Checkbox value={value === 1 || value === '1' ? 1 : 0} onChange={(next: CheckboxValue) => { onChange(next); }} disabled={item.disabled} invalid={Boolean(error)}>
                {label}
              </Checkbox>
            ) : (
              <Switch value={value === '1' || value === 1 ? '1' : '0'} onChange={(next: SwitchValue) => { onChange(next); }} disabled={item.disabled}>
                {label}
              </Switch>
            )}
          </div>
          {error ? <ItemError id={errorId}>{error}</ItemError> : null}
        </Group>
      );
    case 'inputSection':
      return (
        <SectionInputs
          label={label}
          width={width}
          value={Array.isArray(value) ? [text(value[0]), text(value[1])] : ['', '']}
          onChange={onChange}
          {...common}
        />
      );
    case 'table':
      return <TableItem item={item} value={text(value)} onChange={onChange} onFill={props.onFill} errorMessage={error} width={width} dataSource={dataSource} />;
    case 'map':
      return <MapItem item={item} value={text(value)} onChange={onChange} errorMessage={error} width={width} provider={props.mapProvider} />;
    case 'slot':
      return (
        <>
          {item.render?.({ value, setValue: onChange, values: props.values, invalid: Boolean(error), errorId, label, disabled: Boolean(item.disabled) })}
          {error ? <ItemError id={errorId}>{error}</ItemError> : null}
        </>
      );
    case 'title':
      return null;
  }
}
