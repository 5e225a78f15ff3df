import { useId, useState, type ReactNode, type Ref } from 'react';
import { CaretDownIcon } from '../Icon/icons';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, SubmenuTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { optionsAlong, type CascaderOption } from '../../model/cascader';
import { boxStyles, ClearLink as Clear, Label, popoverSurface } from '../Field/Field.styles';

export interface CascaderProps {
  label?: ReactNode;
  'aria-label'?: string;
  options: readonly CascaderOption[];
  /** Controlled value: the codes from the first level to the chosen one. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (path: string[]) => void;
  disabled?: boolean;
  width?: number;
  defaultOpen?: boolean;
  /** The trigger button. */
  ref?: Ref<HTMLButtonElement>;
}

const Trigger = styled(AriaButton)`
  ${boxStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  cursor: pointer;
  text-align: start;
  .placeholder {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;


const Panel = styled(Popover)`
  min-width: 160px;
  ${popoverSurface}
  padding: 4px 0;
`;

const Item = styled(MenuItem)`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 5px 10px;
  cursor: pointer;
  outline: none;
  &[data-focused],
  &[data-open] {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
`;

/**
 * A cascader: chooses a path through nested options (region, area, zone, ...). → opens the next
 * level, ← goes back, Enter chooses; the trigger shows the chosen path.
 */
export function Cascader({ label, options, value, defaultValue = [], onChange, disabled, width = 240, defaultOpen, ref, ...aria }: CascaderProps) {
  const { t } = useTranslation('core');
  const labelId = useId();
  const textId = useId();
  const [own, setOwn] = useState<readonly string[]>(defaultValue);
  const path = value ?? own;
  const chosen = optionsAlong(options, path);
  const choose = (next: string[]) => {
    setOwn(next);
    onChange?.(next);
  };
  const renderLevel = (level: readonly CascaderOption[], prefix: string[]): ReactNode =>
    level.map((option) => {
      const here = [...prefix, option.code];
      if (option.children?.length) {
        return (
          <SubmenuTrigger key={option.code}>
            <Item id={here.join('\u0000')} textValue={option.description}>
              <span>{option.description}</span>
              <span aria-hidden="true">›</span>
            </Item>
            <Panel placement="end top" offset={-4}>
              <Menu aria-label={option.description}>{renderLevel(option.children, here)}</Menu>
            </Panel>
          </SubmenuTrigger>
        );
      }
      return (
        <Item key={option.code} id={here.join('\u0000')} textValue={option.description} onAction={() => { choose(here); }}>
          {option.description}
        </Item>
      );
    });
  const text = chosen?.length ? chosen.map((o) => o.description).join(t('cascader.separator')) : undefined;
  return (
    <div style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, width }}>
      {label ? <Label id={labelId}>{label}</Label> : <span id={labelId} hidden>{aria['aria-label']}</span>}
      <MenuTrigger defaultOpen={defaultOpen}>
        {/* Named by its label and its visible text, so the name contains what is seen. */}
        <Trigger ref={ref} isDisabled={disabled} aria-labelledby={`${labelId} ${textId}`}>
          <span id={textId} className={text ? undefined : 'placeholder'}>{text ?? t('cascader.placeholder')}</span>
          <CaretDownIcon />
        </Trigger>
        <Panel placement="bottom start">
          <Menu aria-label={aria['aria-label'] ?? (typeof label === 'string' ? label : t('cascader.placeholder'))}>{renderLevel(options, [])}</Menu>
        </Panel>
      </MenuTrigger>
      {text && !disabled ? (
        <Clear type="button" onClick={() => { choose([]); }}>
          <span aria-hidden="true">✕ </span>
          {t('select.clear')}
        </Clear>
      ) : null}
    </div>
  );
}
