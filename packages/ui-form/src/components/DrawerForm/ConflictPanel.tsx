import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@wms/ui-core';
import { conflictValueText, type ConflictRow, type FormConflict } from '../../model/conflict';
import type { FormItem } from '../../model/types';

export interface ConflictPanelProps {
  conflict: FormConflict;
  /** The fields changed underneath or by the user (conflictRows). */
  rows: readonly ConflictRow[];
  items: readonly FormItem[];
  timeZone: string;
  /** A resolution is being saved. */
  busy: boolean;
  onApplyMine: () => void;
  onDiscard: () => void;
}

const Panel = styled.section`
  flex-basis: 100%;
  margin-bottom: 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.palette.message.warning.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.palette.message.warning.background};
  h3 {
    margin: 0 0 4px;
    font-size: 14px;
    color: ${({ theme }) => theme.palette.text};
  }
  p {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
  }
  th, td {
    padding: 4px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    font-weight: 600;
    color: ${({ theme }) => theme.palette.text};
  }
  .changed {
    font-weight: 600;
  }
  .same {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 10px;
  }
`;

/**
 * What a save refused as a conflict shows above the form: who changed the record and when, each
 * field changed underneath beside the user's value, and the two ways on — apply the user's
 * changes to the latest record (only the fields the user touched) and save, or discard them and
 * show the latest. Nothing typed is lost until the user chooses.
 */
export function ConflictPanel({ conflict, rows, items, timeZone, busy, onApplyMine, onDiscard }: ConflictPanelProps) {
  const { t } = useTranslation('form');
  const itemOf = (prop: string) => items.find((item) => item.prop === prop);
  const text = (prop: string, value: unknown) => conflictValueText(itemOf(prop), value, timeZone) || t('conflict.empty');
  return (
    <Panel aria-labelledby="drawer-conflict-title">
      <h3 id="drawer-conflict-title">{t('conflict.title')}</h3>
      <p role="alert">{conflict.message.trim() ? conflict.message : t('conflict.changedBy', { who: conflict.who, when: conflict.when })}</p>
      <p>{t('conflict.hint')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('conflict.field')}</th>
            <th scope="col">{t('conflict.theirs', { who: conflict.who })}</th>
            <th scope="col">{t('conflict.mine')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.prop}>
              <th scope="row">{row.label}</th>
              <td className={row.changedByThem ? 'changed' : 'same'}>{row.changedByThem ? text(row.prop, row.theirs) : t('conflict.unchanged')}</td>
              <td className={row.changedByMe ? 'changed' : 'same'}>{row.changedByMe ? text(row.prop, row.mine) : t('conflict.unchanged')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="actions">
        <Button log={false} variant="primary" loading={busy} onClick={onApplyMine}>{t('conflict.applyMine')}</Button>
        <Button log={false} disabled={busy} onClick={onDiscard}>{t('conflict.discard')}</Button>
      </div>
    </Panel>
  );
}
