import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@wms/ui-core';
import type { FormItem } from '../../model/types';
import { initialValuesOf, valueItems, type FormValues } from '../../model/values';

/** What happened to an open form's record while it was open (someone else's write). */
export interface UnderneathChange {
  kind: 'changed' | 'deleted';
  /** Who wrote (a name to show). */
  user: string;
  /** When, as the server tells it ('yyyy-MM-dd HH:mm:ss'). */
  time: string;
  /** The record as it is now (changed only): its values are offered for the untouched fields. */
  record?: Readonly<Record<string, unknown>>;
}

/** One field the change touched. */
export interface UnderneathField {
  prop: string;
  label: string;
  /** Their value, as text. */
  theirs: string;
  /** The user has changed this field in the form: it keeps what they typed. */
  touched: boolean;
}

export interface UnderneathBannerProps {
  change: UnderneathChange;
  /** The fields whose value the change made different from what the form opened with. */
  fields: readonly UnderneathField[];
  /** Takes their values into the fields the user has not touched (offered while there are any). */
  onTakeTheirs?: () => void;
  /** Their values were taken into this many fields (the offer is replaced by saying so). */
  taken?: number;
  /** Hides the banner (the form and what was typed stay). */
  onDismiss: () => void;
}

const Box = styled.div<{ $deleted: boolean }>`
  display: grid;
  gap: 6px;
  margin: 0 0 12px;
  padding: 10px 12px;
  border: 1px solid ${({ theme, $deleted }) => ($deleted ? theme.palette.message.error.border : theme.palette.message.warning.border)};
  border-left-width: 4px;
  border-radius: 4px;
  background: ${({ theme, $deleted }) => ($deleted ? theme.palette.message.error.background : theme.palette.message.warning.background)};
  color: ${({ theme, $deleted }) => ($deleted ? theme.palette.message.error.text : theme.palette.message.warning.text)};
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/**
 * Says, at once, that the record an open form edits was changed or deleted underneath by someone
 * else: who, when, which fields (their values; the ones the user changed keep what was typed),
 * and offers to take their values into the untouched fields. A delete says so; what was typed
 * stays in the form. Shown by DrawerForm (its `underneath` prop).
 *
 * @example
 * <UnderneathBanner change={{ kind: 'changed', user: '王芳', time: '2026-06-15 09:41:07' }}
 *   fields={[{ prop: 'remark', label: '备注', theirs: '易碎', touched: false }]}
 *   onTakeTheirs={take} onDismiss={hide} />
 */
export function UnderneathBanner({ change, fields, onTakeTheirs, taken, onDismiss }: UnderneathBannerProps) {
  const { t } = useTranslation('form');
  const deleted = change.kind === 'deleted';
  const untouched = fields.filter((f) => !f.touched);
  const touched = fields.filter((f) => f.touched);
  return (
    <Box role="alert" $deleted={deleted} data-underneath={change.kind}>
      <p>
        <strong>{deleted ? t('underneath.deleted', { user: change.user, time: change.time }) : t('underneath.changed', { user: change.user, time: change.time })}</strong>
      </p>
      {deleted ? <p>{t('underneath.deletedKept')}</p> : null}
      {!deleted && fields.length > 0 ? (
        <>
          <p>{t('underneath.fields')}</p>
          <ul>
            {fields.map((f) => (
              <li key={f.prop}>
                {t('underneath.field', { label: f.label, value: f.theirs === '' ? t('underneath.empty') : f.theirs })}
                {f.touched ? ` ${t('underneath.keptYours')}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="actions">
        {!deleted && onTakeTheirs && taken === undefined && untouched.length > 0 ? (
          <Button log={false} variant="primary" onClick={onTakeTheirs}>
            {t('underneath.take', { count: untouched.length })}
          </Button>
        ) : null}
        <Button log={false} onClick={onDismiss}>{t('underneath.dismiss')}</Button>
      </div>
      {taken !== undefined ? <p role="status">{t('underneath.taken', { count: taken })}</p> : null}
      {!deleted && taken === undefined && touched.length > 0 && untouched.length === 0 ? <p>{t('underneath.allTouched')}</p> : null}
    </Box>
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
const asText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join(' – ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
};

/**
 * The visible fields a change made different from what the form opened with (`initial`), with
 * their value and whether the user changed them in the form (`values` differs from `initial`);
 * and their values in the form's own shape, to take into the untouched ones.
 */
export function underneathFields(items: readonly FormItem[], initial: Readonly<FormValues>, values: Readonly<FormValues>, record: Readonly<FormValues> | undefined): { fields: UnderneathField[]; theirs: FormValues } {
  if (!record) return { fields: [], theirs: {} };
  const theirs = initialValuesOf(items, record);
  const fields: UnderneathField[] = [];
  for (const item of valueItems(items)) {
    if (item.hidden || item.type === 'slot') continue;
    if (same(theirs[item.prop], initial[item.prop])) continue;
    fields.push({ prop: item.prop, label: item.label ?? item.prop, theirs: asText(record[item.prop]), touched: !same(values[item.prop], initial[item.prop]) });
  }
  return { fields, theirs };
}
