import { useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isWmsError, type BooksCheck } from '@wms/api';
import { Button, Loading } from '@wms/ui-core';
import { FailureState } from '../../app/FailureState';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { AuditSearch } from './AuditSearch';

/** The list of stock rows the violations point at. */
export const STOCK_ROWS_PATH = '/app/inventorySearch';
/** How many violations are named under the count. */
const SHOWN_VIOLATIONS = 5;

const Box = styled.section`
  margin-top: 16px;
  h3 {
    margin: 0 0 8px;
  }
  .balanced {
    color: ${({ theme }) => theme.palette.message.success.text};
    font-weight: 600;
  }
  .violations {
    color: ${({ theme }) => theme.palette.danger};
    font-weight: 600;
  }
  ul {
    margin: 6px 0 0;
    padding-inline-start: 20px;
    font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
  }
`;

/** Whether a failure means "not an admin": then the panel is not shown at all. */
function isNotAllowed(error: unknown): boolean {
  return isWmsError(error) && (error.kind === 'refused' || (error.kind === 'http' && (error.status === 403 || error.status === 401)));
}

/**
 * The books on the console (admins): POST /books/check says "books balanced" or how many
 * invariants fail, linking to the stock rows; and the audit search across documents. A user the
 * server refuses (not an admin) sees nothing of it.
 */
export function BooksPanel() {
  const { api } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const [searching, setSearching] = useState(false);
  const { data, error, isLoading, mutate } = useSWR<BooksCheck, Error>(['booksCheck', session.wmsId], () => api.booksCheck());
  if (isNotAllowed(error)) return null;
  return (
    <Box aria-labelledby="console-books-title">
      <h3 id="console-books-title">{t('books.title')}</h3>
      {isLoading ? (
        <Loading label={t('books.checking')} />
      ) : error || !data ? (
        <FailureState error={error} message={t('books.failed')} onRetry={() => { void mutate(); }} />
      ) : (
        <div className="row">
          {data.balanced ? (
            <span className="balanced" role="status">{t('books.balanced')}</span>
          ) : (
            <Link className="violations" to={STOCK_ROWS_PATH}>{t('books.violations', { count: data.count })}</Link>
          )}
          <Button onClick={() => { void mutate(); }}>{t('books.recheck')}</Button>
          <Button onClick={() => { setSearching(true); }}>{t('books.audit.open')}</Button>
        </div>
      )}
      {data && !data.balanced ? (
        <ul aria-label={t('books.violationList')}>
          {data.violations.slice(0, SHOWN_VIOLATIONS).map((v) => <li key={`${v.table}-${String(v.id)}-${v.kind}`}>{t('books.violation', { table: v.table, id: String(v.id), message: v.message })}</li>)}
        </ul>
      ) : null}
      {searching ? <AuditSearch open onOpenChange={setSearching} /> : null}
    </Box>
  );
}
