import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@wms/ui-core';
import { GroupLabel } from './ItemShell';

export interface SectionInputsProps {
  label: string;
  value: readonly [string, string];
  onChange: (value: [string, string]) => void;
  /** Enter in either input. */
  onSubmit?: () => void;
  errorMessage?: string | undefined;
  disabled?: boolean | undefined;
  width: number;
}

/** Two inputs from–to (an inputSection item, a numeric range of the base form). */
export function SectionInputs({ label, value, onChange, onSubmit, errorMessage, disabled, width }: SectionInputsProps) {
  const { t } = useTranslation('form');
  const labelId = useId();
  const part = Math.floor((width - 24) / 2);
  return (
    <div role="group" aria-labelledby={labelId} style={{ display: 'flex', flexDirection: 'column' }}>
      <GroupLabel id={labelId} className="group-label">{label}</GroupLabel>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
        <Input
          aria-label={t('item.rangeFrom', { label })}
          width={part}
          value={value[0]}
          onChange={(next) => { onChange([next, value[1]]); }}
          onSubmit={onSubmit}
          errorMessage={errorMessage}
          disabled={disabled}
        />
        <span aria-hidden="true" style={{ lineHeight: '30px', width: 16, textAlign: 'center' }}>{t('item.rangeSeparator')}</span>
        <Input
          aria-label={t('item.rangeTo', { label })}
          width={part}
          value={value[1]}
          onChange={(next) => { onChange([value[0], next]); }}
          onSubmit={onSubmit}
          errorMessage={errorMessage}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
