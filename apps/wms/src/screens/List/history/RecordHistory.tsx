import { useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, isWmsError } from '@wms/api';
import { Empty, Loading, Pagination } from '@wms/ui-core';
import { useServices } from '../../../app/ServicesContext';
import { APP_NAMESPACE } from '../../../i18n/catalogue';
import { AuditEntries } from './AuditEntries';
import type { FieldOptions } from './auditText';
import { FailureState } from '../../../app/FailureState';

export interface RecordHistoryProps {
  menuCode: string;
  id: string | number;
  /** Field options, so codes read as names. */
  options?: FieldOptions;
  /** Operation names by code (the server records an operation's code). */
  operationNames?: ReadonlyMap<string, string>;
  /** The record as read: who made it and when, who changed it last and when, its version (shown above the entries). */
  stamp?: Readonly<Record<string, unknown>>;
}

const StampList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Who wrote the record and when, and its version: what the form no longer shows as inputs. */
function Stamp({ stamp }: { stamp: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation(APP_NAMESPACE);
  const lines = [
    textOf(stamp.addwho) || textOf(stamp.adddate) ? t('list.history.created', { who: textOf(stamp.addwho), when: textOf(stamp.adddate) }) : '',
    textOf(stamp.editwho) || textOf(stamp.editdate) ? t('list.history.edited', { who: textOf(stamp.editwho), when: textOf(stamp.editdate) }) : '',
    textOf(stamp.version) ? t('list.history.version', { version: textOf(stamp.version) }) : '',
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <StampList aria-label={t('list.history.stamp')}>
      {lines.map((line) => <li key={line}>{line}</li>)}
    </StampList>
  );
}

/**
 * A record's History tab (POST /audit/record): who changed what and when, newest first, field
 * labels in the request's language (the language is part of the key: a switch asks again), paged.
 */
export function RecordHistory({ menuCode, id, options, operationNames, stamp }: RecordHistoryProps) {
  const { t, i18n } = useTranslation(APP_NAMESPACE);
  const { api } = useServices();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(AUDIT_PAGE_SIZE);
  const history = useSWR(['auditRecord', menuCode, String(id), page, pageSize, i18n.language], () => api.auditRecord({ menuCode, id, page, pageSize }), { keepPreviousData: true });
  if (history.error) {
    const error: unknown = history.error;
    return <FailureState error={error} message={isWmsError(error) && error.serverMessage ? error.serverMessage : t('list.history.failed')} onRetry={() => void history.mutate()} />;
  }
  if (!history.data) return <Loading label={t('list.history.loading')} />;
  if (history.data.total === 0) {
    return (
      <>
        {stamp ? <Stamp stamp={stamp} /> : null}
        <Empty label={t('list.history.empty')} />
      </>
    );
  }
  return (
    <section aria-label={t('list.history.title')}>
      {stamp ? <Stamp stamp={stamp} /> : null}
      <AuditEntries entries={history.data.rows} options={options} operationNames={operationNames} />
      {history.data.total > pageSize ? (
        <Pagination aria-label={t('list.history.pages')} page={page} pageSize={pageSize} total={history.data.total} disabled={history.isValidating} onChange={(nextPage, nextSize) => { setPage(nextPage); setPageSize(nextSize); }} />
      ) : null}
    </section>
  );
}
