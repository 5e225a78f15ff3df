import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuditEntry } from '@wms/api';
import { APP_NAMESPACE } from '../../../i18n/catalogue';
import { auditValueText, type FieldOptions } from './auditText';

const NO_OPTIONS: FieldOptions = new Map();

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: baseline;
    font-size: ${({ theme }) => theme.typography.fontSize}px;
  }
  .action {
    font-weight: 600;
  }
  .muted {
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(100px, max-content) 1fr;
    gap: 2px 14px;
    margin: 6px 0 0;
    font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
  }
  dt {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface AuditEntriesProps {
  entries: readonly AuditEntry[];
  /** Field options, so codes read as names. */
  options?: FieldOptions;
  /** Across documents: each entry names its list and record. */
  showRecord?: boolean;
  /** Operation names by code (the list's operations), in the user's language. */
  operationNames?: ReadonlyMap<string, string>;
  /**
   * Across lists: an entry's own options and operation names (its list's), in place of
   * `options` and `operationNames`; undefined for a list not known (its codes are shown).
   */
  namesOf?: (entry: AuditEntry) => { options: FieldOptions; operations: ReadonlyMap<string, string> } | undefined;
  /** With `showRecord`: the name of an entry's list (its screen's title) by menu code. */
  listName?: (menuCode: string) => string | undefined;
}

/** Audit entries, newest first: when, who, what was done, and each field changed (old → new). */
export function AuditEntries({ entries, options: given = NO_OPTIONS, showRecord = false, operationNames: givenOperations, namesOf, listName }: AuditEntriesProps) {
  const { t } = useTranslation(APP_NAMESPACE);
  return (
    <List>
      {entries.map((entry) => {
        const named = namesOf?.(entry);
        const options = named?.options ?? given;
        const operationNames = named?.operations ?? givenOperations;
        return (
          <li key={String(entry.id)}>
            <div className="head">
              <time>{entry.time}</time>
              <span>{entry.username && entry.username !== entry.userid ? t('list.history.user', { name: entry.username, id: entry.userid }) : entry.userid}</span>
              <span className="action">{entry.action === 'operation' && entry.operation ? t('list.history.operation', { name: operationNames?.get(entry.operation) ?? entry.operation }) : t(`list.history.action.${entry.action}`)}</span>
              {showRecord ? <span className="muted">{t('list.history.record', { list: (entry.menuCode ? listName?.(entry.menuCode) : undefined) ?? entry.menuCode ?? entry.entity ?? '', id: String(entry.recordid ?? '') })}</span> : null}
            </div>
            {entry.changes.length > 0 ? (
              <dl aria-label={t('list.history.changes')}>
                {entry.changes.map((change) => (
                  <div key={change.field} style={{ display: 'contents' }}>
                    <dt>{change.label || change.field}</dt>
                    <dd>
                      {entry.action === 'insert' || change.old === null || change.old === undefined
                        ? auditValueText(change, change.new, options) || t('list.history.blank')
                        : t('list.history.change', { old: auditValueText(change, change.old, options) || t('list.history.blank'), new: auditValueText(change, change.new, options) || t('list.history.blank') })}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </List>
  );
}
