import { forwardRef, useState, type ReactNode } from 'react';
import { CaretDownIcon } from '../Icon/icons';
import {
  Autocomplete,
  Button as AriaButton,
  Input as AriaInput,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select as AriaSelect,
  SelectValue,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAsyncOptions } from '../../hooks/useAsyncOptions';
import { DriftNotice } from '../DriftNotice/DriftNotice';
import type { SelectOption } from '../../model/options';
import { boxStyles, Description, ErrorText, Label, popoverSurface } from '../Field/Field.styles';
import { ClearButton, Row, selectRootStyles, triggerStyles, valueStyles } from './Select.styles';

export interface SelectProps {
  label?: ReactNode;
  'aria-label'?: string;
  /** The options, when known up front. */
  options?: readonly SelectOption[];
  /** Loads the options when the select first opens (loading, empty and failed states shown). */
  loadOptions?: () => Promise<readonly SelectOption[]>;
  /** Several values at once. */
  multiple?: boolean;
  /** Controlled value: a code, or codes when multiple ('' / [] for none). */
  value?: string | string[];
  defaultValue?: string | string[];
  /** The trimmed code (or codes) chosen. */
  onChange?: (value: string | string[]) => void;
  /** Offers a search box over code and description (default true). */
  searchable?: boolean;
  /** Offers a clear button while a value is chosen (default true). */
  clearable?: boolean;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  disabled?: boolean;
  required?: boolean;
  /** Width in px (default 240). */
  width?: number;
  /** Opens on first render (stories). */
  defaultOpen?: boolean;
  name?: string;
}

const Root = styled(AriaSelect)`
  ${selectRootStyles}
`;

const Trigger = styled(AriaButton)`
  ${triggerStyles}
`;

const Value = styled(SelectValue)`
  ${valueStyles}
`;

export const PopoverPanel = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 320px;
  overflow: auto;
  display: flex;
  flex-direction: column;
  ${popoverSurface}
`;

const Search = styled(SearchField)`
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  input {
    ${boxStyles}
    width: 100%;
  }
`;

export const OptionList = styled(ListBox)`
  outline: none;
  padding: 4px 0;
` as typeof ListBox;

export const OptionItem = styled(ListBoxItem)`
  display: flex;
  gap: 8px;
  padding: 5px 10px;
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.palette.primary};
    font-weight: 600;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  .code {
    color: ${({ theme }) => theme.palette.textMuted};
    font-weight: normal;
  }
` as typeof ListBoxItem;

const State = styled.div`
  padding: 8px 10px;
  color: ${({ theme }) => theme.palette.textMuted};
  display: flex;
  gap: 8px;
  align-items: center;
`;

/** A drifted option list names its call and field below the list, in a readable width. */
const DriftSlot = styled.div`
  padding: 6px;
  max-width: 360px;
`;

const Retry = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;
  text-decoration: underline;
  font: inherit;
`;

function toKeys(value: string | string[] | undefined, multiple: boolean): Key | Key[] | null | undefined {
  if (value === undefined) return undefined;
  if (multiple) return Array.isArray(value) ? value : value ? [value] : [];
  const single = Array.isArray(value) ? value[0] : value;
  return single ? single : null;
}

/**
 * A select of options with code and description: single or multiple, searchable, from a list
 * or loaded when opened (with loading, empty and failed states and a retry).
 *
 * @example <Select label={t('asn.status')} multiple options={statuses} onChange={setStatus} />
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label, options, loadOptions, multiple = false, value, defaultValue, onChange, searchable = true, clearable = true, placeholder,
    description, errorMessage, disabled, required, width = 240, defaultOpen, name, ...aria
  },
  ref,
) {
  const { t } = useTranslation('core');
  const [open, setOpen] = useState(Boolean(defaultOpen));
  const [own, setOwn] = useState<Key | Key[] | null>(toKeys(defaultValue, multiple) ?? (multiple ? [] : null));
  const controlled = toKeys(value, multiple);
  const current = controlled === undefined ? own : controlled;
  const { options: items, status, retry, failure } = useAsyncOptions(options, loadOptions, open);
  const { contains } = useFilter({ sensitivity: 'base' });
  const hasValue = Array.isArray(current) ? current.length > 0 : current !== null;

  const emit = (keys: Key | Key[] | null) => {
    setOwn(keys);
    if (Array.isArray(keys)) onChange?.(keys.map((k) => String(k).trim()));
    else onChange?.(keys === null ? '' : String(keys).trim());
  };

  const listBox = (
    <OptionList
      items={items}
      renderEmptyState={() => (
        <State role="status">{status === 'loading' || status === 'idle' ? t('select.loading') : status === 'failed' ? t('select.failed') : t('select.empty')}</State>
      )}
    >
      {(option: SelectOption) => (
        <OptionItem id={option.code} textValue={`${option.description} ${option.code}`} isDisabled={option.disabled}>
          <span>{option.description}</span>
          {option.description !== option.code ? <span className="code">{option.code}</span> : null}
        </OptionItem>
      )}
    </OptionList>
  );

  return (
    <Root
      {...aria}
      name={name}
      selectionMode={multiple ? 'multiple' : 'single'}
      value={current}
      onChange={(keys: unknown) => { emit(keys as Key | Key[] | null); }}
      isOpen={open}
      onOpenChange={setOpen}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={Boolean(errorMessage)}
      placeholder={placeholder ?? t('select.placeholder')}
      style={{ width }}
    >
      {label ? <Label>{label}</Label> : null}
      <Row>
        <Trigger ref={ref}>
          <Value>
            {({ isPlaceholder, defaultChildren, selectedItems }) => {
              if (isPlaceholder) return defaultChildren;
              if (multiple) return t('select.selected', { count: selectedItems.length });
              // The description alone; the list shows the code beside it.
              return items.find((option) => option.code === String(current))?.description ?? defaultChildren;
            }}
          </Value>
          <CaretDownIcon />
        </Trigger>
        {clearable && hasValue && !disabled ? (
          <ClearButton type="button" aria-label={t('select.clear')} onClick={() => { emit(multiple ? [] : null); }}>
            ✕
          </ClearButton>
        ) : null}
      </Row>
      {description ? <Description slot="description">{description}</Description> : null}
      <ErrorText>{errorMessage}</ErrorText>
      <PopoverPanel placement="bottom start">
        {searchable ? (
          <Autocomplete filter={contains}>
            <Search aria-label={t('select.search')} autoFocus>
              <AriaInput placeholder={t('select.search')} />
            </Search>
            {listBox}
          </Autocomplete>
        ) : listBox}
        {status === 'failed' && failure ? (
          <DriftSlot>
            <DriftNotice failure={failure} onRetry={retry} compact />
          </DriftSlot>
        ) : status === 'failed' ? (
          <State>
            <Retry type="button" onClick={retry}>{t('select.retry')}</Retry>
          </State>
        ) : null}
      </PopoverPanel>
    </Root>
  );
});
