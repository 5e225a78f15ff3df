import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, isPositiveInteger } from '@wms/ui-core';
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
  // The message goes where the fault is: a bad end; the end of a reversed range; else the start.
  const badFrom = value[0] !== '' && !isPositiveInteger(value[0]);
  const badTo = value[1] !== '' && !isPositiveInteger(value[1]);
  const fromError = errorMessage && (badFrom || (!badTo && value[0] === '' && value[1] === '')) ? errorMessage : undefined;
  const toError = errorMessage && (badTo || (!badFrom && !fromError)) ? errorMessage : undefined;
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
          errorMessage={fromError}
          disabled={disabled}
        />
        <span aria-hidden="true" style={{ lineHeight: '30px', width: 16, textAlign: 'center' }}>{t('item.rangeSeparator')}</span>
        <Input
          aria-label={t('item.rangeTo', { label })}
          width={part}
          value={value[1]}
          onChange={(next) => { onChange([value[0], next]); }}
          onSubmit={onSubmit}
          errorMessage={toError}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
