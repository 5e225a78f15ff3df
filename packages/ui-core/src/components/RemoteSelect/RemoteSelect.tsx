import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { CaretDownIcon } from '../Icon/icons';
import { Button as AriaButton, ComboBox, Input as AriaInput, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SelectOption } from '../../model/options';
import { boxStyles, ErrorText, Label } from '../Field/Field.styles';
import { OptionItem, OptionList, PopoverPanel } from '../Select/Select';

export interface RemoteSelectProps<T extends SelectOption> {
  label?: ReactNode;
  'aria-label'?: string;
  /** Looks options up for the typed text (called from `minLength` characters, default 1). */
  search: (text: string, signal: AbortSignal) => Promise<readonly T[]>;
  minLength?: number;
  /** The chosen option (the whole option; the field stores its label, CONTRACT.md §3). */
  value?: T | null;
  onChange?: (option: T | null) => void;
  placeholder?: string;
  errorMessage?: string;
  disabled?: boolean;
  width?: number;
  /** The text input. */
  ref?: Ref<HTMLInputElement>;
}

const Box = styled.div`
  ${boxStyles}
  display: flex;
  align-items: center;
  padding-right: 2px;
  input {
    flex: 1;
    border: 0;
    outline: none;
    font: inherit;
    background: transparent;
    color: inherit;
    min-width: 0;
  }
`;

const Toggle = styled(AriaButton)`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  cursor: pointer;
`;

const Hint = styled.div`
  padding: 8px 10px;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/**
 * A select whose options come from the server as the user types, from the first character
 * (CONTRACT.md §3 remote-select editor). An older answer never replaces the options of newer
 * text: each new query aborts the one before.
 */
export function RemoteSelect<T extends SelectOption>({ label, search, minLength = 1, value, onChange, placeholder, errorMessage, disabled, width = 240, ref, ...aria }: RemoteSelectProps<T>) {
  const { t } = useTranslation('core');
  const [text, setText] = useState(value?.description ?? '');
  const [items, setItems] = useState<readonly T[]>(value ? [value] : []);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const inFlight = useRef<AbortController | null>(null);
  const searchRef = useRef(search);
  useEffect(() => { searchRef.current = search; }, [search]);
  useEffect(() => () => { inFlight.current?.abort(); }, []);

  const query = (next: string) => {
    inFlight.current?.abort();
    if (next.trim().length < minLength) {
      setItems([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus('loading');
    searchRef.current(next.trim(), controller.signal).then(
      (rows) => { if (!controller.signal.aborted) { setItems(rows); setStatus('ready'); } },
      () => { if (!controller.signal.aborted) { setItems([]); setStatus('failed'); } },
    );
  };

  const hint = status === 'loading' ? t('select.loading') : status === 'failed' ? t('select.failed') : status === 'idle' ? t('remote.minLength', { count: minLength }) : t('remote.noMatch');
  return (
    <ComboBox
      {...aria}
      items={items}
      inputValue={text}
      onInputChange={(next) => { setText(next); query(next); }}
      value={value ? value.code : null}
      onChange={(key: Key | null) => {
        const option = items.find((item) => item.code === String(key)) ?? null;
        if (option) setText(option.description);
        onChange?.(option);
      }}
      allowsEmptyCollection
      menuTrigger="input"
      isDisabled={disabled}
      isInvalid={Boolean(errorMessage)}
      style={{ width, display: 'inline-flex', flexDirection: 'column', gap: 4 }}
    >
      {label ? <Label>{label}</Label> : null}
      <Box>
        <AriaInput ref={ref} placeholder={placeholder ?? t('select.typeToSearch')} />
        <Toggle aria-label={t('select.search')}><CaretDownIcon /></Toggle>
      </Box>
      <ErrorText>{errorMessage}</ErrorText>
      <PopoverPanel placement="bottom start">
        <OptionList<T> renderEmptyState={() => <Hint role="status">{hint}</Hint>}>
          {(option: T) => (
            <OptionItem id={option.code} textValue={option.description}>
              <span>{option.description}</span>
              <span className="code">{option.code}</span>
            </OptionItem>
          )}
        </OptionList>
      </PopoverPanel>
    </ComboBox>
  );
}
