import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AUDIT_PAGE_SIZE, isWmsError, type AuditAction, type AuditFilter } from '@wms/api';
import { Button, Drawer, Empty, Input, Loading, Pagination, Select } from '@wms/ui-core';
import { useServices } from '../../app/ServicesContext';
import { AuditEntries } from '../../screens/List/history/AuditEntries';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { menuCodeOf, ROUTES } from '../../routes/routeTable';
import { loadAuditNames } from './auditNames';
import { SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { FailureState } from '../../app/FailureState';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px 14px;
  margin-bottom: 12px;
`;

const ACTIONS: readonly AuditAction[] = ['insert', 'update', 'delete', 'operation'];
const EMPTY: Record<keyof AuditFilter, string> = { userid: '', menuCode: '', recordId: '', action: '', from: '', to: '' };
/** The title key of each list's screen by its menu code (an entry names its list by that code). */
const LIST_TITLES = new Map(ROUTES.filter((route) => route.kind === 'list').map((route) => [menuCodeOf(route.path), route.titleKey]));

/**
 * The admins' audit search across documents (POST /audit/list): by user, list, record, kind of
 * write and dates, newest first, paged. In a drawer over the console: it adds no route, so the
 * route table keeps the spec's 249 routes.
 */
export function AuditSearch({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation(SUPERVISOR_NAMESPACE);
  const { api } = useServices();
  const [typed, setTyped] = useState(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(AUDIT_PAGE_SIZE);
  const result = useSWR(open ? ['auditList', JSON.stringify(filter), page, pageSize, i18n.language] : null, () => api.auditList(filter, page, pageSize), { keepPreviousData: true });
  // Codes read as names, as each record's own History tab shows them: the lists on this page,
  // their status and coded fields' options and their operations (loaded once a set of lists).
  const menus = useMemo(() => [...new Set((result.data?.rows ?? []).flatMap((entry) => (entry.menuCode ? [entry.menuCode] : [])))].sort(), [result.data]);
  const names = useSWR(open && menus.length > 0 ? ['auditNames', i18n.language, ...menus] : null, () => loadAuditNames(api, menus));
  const namesOf = useCallback((entry: { menuCode?: string }) => (entry.menuCode ? names.data?.get(entry.menuCode) : undefined), [names.data]);
  const { t: tApp } = useTranslation(APP_NAMESPACE);
  const listName = useCallback((menuCode: string) => { const key = LIST_TITLES.get(menuCode); return key ? tApp(key) : undefined; }, [tApp]);
  const search = () => {
    const next: AuditFilter = {};
    if (typed.userid.trim()) next.userid = typed.userid.trim();
    if (typed.menuCode.trim()) next.menuCode = typed.menuCode.trim();
    if (typed.recordId.trim()) next.recordId = typed.recordId.trim();
    if (typed.action) next.action = typed.action as AuditAction;
    if (typed.from.trim()) next.from = typed.from.trim();
    if (typed.to.trim()) next.to = typed.to.trim();
    setFilter(next);
    setPage(1);
  };
  const set = (key: keyof AuditFilter) => (value: string | string[]) => { setTyped((current) => ({ ...current, [key]: Array.isArray(value) ? (value[0] ?? '') : value })); };
  const error: unknown = result.error;
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('books.audit.title')} width={900} closeOnEscape>
      <Filters role="search" aria-label={t('books.audit.filters')} onSubmit={(event) => { event.preventDefault(); search(); }}>
        <Input label={t('books.audit.user')} value={typed.userid} onChange={set('userid')} onSubmit={search} width={140} />
        <Input label={t('books.audit.menu')} value={typed.menuCode} onChange={set('menuCode')} onSubmit={search} width={140} />
        <Input label={t('books.audit.record')} value={typed.recordId} onChange={set('recordId')} onSubmit={search} width={110} />
        <Select label={t('books.audit.action')} value={typed.action} onChange={set('action')} searchable={false} width={130} options={ACTIONS.map((action) => ({ code: action, description: t(`books.audit.actions.${action}`) }))} />
        <Input label={t('books.audit.from')} placeholder={t('books.audit.datePlaceholder')} value={typed.from} onChange={set('from')} onSubmit={search} width={130} />
        <Input label={t('books.audit.to')} placeholder={t('books.audit.datePlaceholder')} value={typed.to} onChange={set('to')} onSubmit={search} width={130} />
        <Button variant="primary" type="submit">{t('books.audit.search')}</Button>
      </Filters>
      {error ? (
        <FailureState error={error} message={isWmsError(error) && error.serverMessage ? error.serverMessage : t('books.audit.failed')} onRetry={() => void result.mutate()} />
      ) : !result.data ? (
        <Loading />
      ) : result.data.total === 0 ? (
        <Empty label={t('books.audit.empty')} />
      ) : (
        <>
          <AuditEntries entries={result.data.rows} showRecord namesOf={namesOf} listName={listName} />
          <Pagination page={page} pageSize={pageSize} total={result.data.total} disabled={result.isValidating} onChange={(nextPage, nextSize) => { setPage(nextPage); setPageSize(nextSize); }} />
        </>
      )}
    </Drawer>
  );
}
