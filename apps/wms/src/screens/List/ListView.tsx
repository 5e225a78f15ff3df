import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Loading, useMessage } from '@wms/ui-core';
import { ColumnSettingsDialog, createMemorySearchCache, DataGrid, searchCacheKey } from '@wms/ui-grid';
import { createFormDataSource, createGridDataSource, isWmsConflict, isWmsError, useLiveRefresh, versionsOfRows, type ColumnConfig, type GenericWrites, type ListRecord } from '@wms/api';
import { listActions, listCards, listDateRangesOn, type ListAction } from '../../areas';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { listIdentity } from '../../routes/routeTable';
import type { AppRoute } from '../../routes/types';
import { createColumnHandoff } from './model/columnHandoff';
import { withSavedRecord } from './model/savedRows';
import { allColumns } from './model/formItems';
import { searchFromAddress } from './model/urlFilters';
import { ListToolbar } from './ListToolbar';
import { ListOperations } from './operations/ListOperations';
import { ListImport } from './import/ListImport';
import { ListPrint } from './print/ListPrint';
import { RecordDrawer, type DrawerState } from './RecordDrawer';
import { useListPermissions } from './usePermissions';
import { useCodeLabels } from './useCodeLabels';
import { FailureState } from '../../app/FailureState';

export interface ListViewProps {
  /** The list route (for a drawer route: its list). */
  route: AppRoute;
  title: string;
  /** The open drawer, if any (controlled: a drawer route keeps it in its address). */
  drawer: DrawerState | undefined;
  onDrawerChange: (next: DrawerState | undefined) => void;
}

/**
 * Whether a toolbar action exists on a list: the books lists (stock, transactions, tasks,
 * serials, count lines) have no generic insert, update or delete, only their operations.
 */
export function actionAllowedByWrites(action: ListAction, writes: GenericWrites | undefined): boolean {
  if (!writes) return true;
  if (action === 'create') return writes.insert;
  if (action === 'edit') return writes.update;
  if (action === 'delete') return writes.delete;
  return true;
}

const keyOf = (row: Record<string, unknown>, index: number) => {
  const id = row.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${String(index)}`;
};

/** The lists' search states for the page's life (filters, page, sort kept per screen). */
const LIST_SEARCHES = createMemorySearchCache();
/** The navigations (route and history entry) whose address filters were applied. */
const SEEDED = new Set<string>();

/**
 * The generic list screen (docs/architecture.md 'Screens are data'): the list identity of its path gives
 * the column configuration and the list call; the DataGrid shows them; the toolbar's actions
 * open the drawer form, delete after asking, and export the export config.
 */
export function ListView({ route, title, drawer, onDrawerChange }: ListViewProps) {
  const { t, i18n } = useTranslation(APP_NAMESPACE);
  const { api, live } = useServices();
  const { session } = useSession();
  const message = useMessage();
  const { menuCode, listCode, listUrl } = listIdentity(route.path);
  // Someone else's write to this list (or a poll without the event stream): the page is asked
  // for again in place, at most once a second (issue 28).
  const refreshKey = useLiveRefresh(live, menuCode);
  const permissions = useListPermissions(menuCode);
  const actions = listActions(route.area, route.path);

  const gridSource = useMemo(
    () => createGridDataSource(api, { menu_code: menuCode, menu_list_code: listCode, name: title, path: listUrl }),
    // The title only names exports; a language switch must not rebuild the source and reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, menuCode, listCode, listUrl],
  );
  const formSource = useMemo(() => createFormDataSource(api), [api]);
  // The grid's first column load takes the list's answer instead of asking again (issue 20).
  const handoff = useMemo(() => createColumnHandoff<ColumnConfig>(), []);
  // Column names come in the request's language: a language switch asks again.
  const config = useSWR(['columns', menuCode, i18n.language], () => handoff.offer(gridSource.loadColumns()));
  const labelColumns = useMemo(() => (config.data ? allColumns(config.data) : []), [config.data]);
  const renderCell = useCodeLabels<ListRecord>(api, labelColumns, i18n.language);
  const [selection, setSelection] = useState<readonly string[]>([]);
  const [rows, setRows] = useState<readonly ListRecord[]>([]);
  const [dataVersion, setDataVersion] = useState(0);
  const [columnsVersion, setColumnsVersion] = useState(0);
  const gridKey = `${session.wmsId ?? ''}|${i18n.language}`;
  // One source a grid mount (the key below), so that each mount's first column load may take
  // the list's answer.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const mountedSource = useMemo(() => handoff.sourceFor(gridSource), [handoff, gridSource, gridKey]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState<ListAction>();
  const location = useLocation();
  const [params] = useSearchParams();

  const selectedRows = rows.filter((row, index) => selection.includes(keyOf(row, index)));
  const selectedId = selectedRows[0]?.id;

  const reload = () => {
    setSelection([]);
    setDataVersion((n) => n + 1);
  };

  const onAction = (action: ListAction) => {
    switch (action) {
      case 'create':
        onDrawerChange({ mode: 'create' });
        break;
      case 'edit':
      case 'info':
        if (selectedId !== undefined) onDrawerChange({ mode: action, id: String(selectedId) });
        break;
      case 'delete':
        setConfirmDelete(true);
        break;
      case 'export':
        setBusy('export');
        api
          .listConfigExport({ menuCode, menuListCode: listCode, name: title, payload: {} })
          .catch(() => undefined)
          .finally(() => { setBusy(undefined); });
        break;
    }
  };

  const remove = () => {
    const ids = selectedRows.map((row) => row.id).filter((id): id is string | number => id !== undefined);
    setBusy('delete');
    // The versions the user saw: a row changed since is refused as a conflict (and reloaded).
    api.deleteRecords(menuCode, ids, { versions: versionsOfRows(selectedRows) }).then(
      () => {
        setBusy(undefined);
        setConfirmDelete(false);
        message.success({ key: 'executedSuccessfully' });
        reload();
      },
      (error: unknown) => {
        setBusy(undefined);
        setConfirmDelete(false);
        if (isWmsError(error) && error.kind === 'unauthorized') return;
        message.error(isWmsError(error) && error.serverMessage ? error.serverMessage : { key: 'executionFailure' });
        if (isWmsConflict(error)) reload();
      },
    );
  };

  if (config.error) {
    return <FailureState error={config.error as unknown} message={isWmsError(config.error) && config.error.serverMessage ? config.error.serverMessage : t('list.columnsFailed')} onRetry={() => void config.mutate()} />;
  }
  if (!config.data) return <Loading />;
  // An address with filters (a console figure's link) opens the list with them, once per
  // navigation; coming back to the tab later keeps whatever the user searched since.
  const navigation = `${route.name}|${location.key}`;
  if (!SEEDED.has(navigation)) {
    SEEDED.add(navigation);
    const fromAddress = searchFromAddress(params, config.data.tableDisplay);
    if (fromAddress) LIST_SEARCHES.set(searchCacheKey(route.name), fromAddress);
  }

  const writes = config.data.genericActions;
  return (
    <section aria-label={title} data-screen="list">
      <ListToolbar title={title} actions={actions.filter((action) => actionAllowedByWrites(action, writes))} permissions={permissions} selected={selectedRows.length} busy={busy} onAction={onAction}>
        <ListOperations menuCode={menuCode} operations={config.data.operations} rows={selectedRows} onDone={reload} />
        <ListPrint area={route.area} menuCode={menuCode} title={title} rows={selectedRows} />
        <ListImport menuCode={menuCode} />
      </ListToolbar>
      <DataGrid<ListRecord>
        // A new warehouse or language loads columns and rows afresh; the search state is kept
        // (cacheKey), so filters and page survive.
        key={gridKey}
        aria-label={title}
        dataSource={mountedSource}
        cacheKey={route.name}
        searchCache={LIST_SEARCHES}
        dateRangesOn={listDateRangesOn(route.area, route.path)}
        // On a phone the grid draws cards by itself (issue 49); a list may name what they show.
        cards={listCards(route.area, route.path)}
        renderCell={renderCell}
        rowKey={keyOf}
        selectable
        selection={selection}
        onSelectionChange={setSelection}
        indexAction={permissions.visible('info') ? 'info' : 'none'}
        onInfo={(row) => { if (row.id !== undefined) onDrawerChange({ mode: 'info', id: String(row.id) }); }}
        permission={!permissions.disabled('edit')}
        onOpenSettings={() => { setSettingsOpen(true); }}
        columnsVersion={columnsVersion}
        heightOffset={200}
        onPageLoaded={(page) => { setRows(page.rows); }}
        // After the user's own save, delete or operation the page is asked for again in place,
        // like someone else's write: the grid stays mounted, so a filter typed but not searched,
        // the scroll position and the focused cell stay, and the rows that changed are marked.
        refreshKey={`${String(refreshKey)}|${String(dataVersion)}`}
      />
      <ColumnSettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        dataSource={mountedSource}
        onApplied={() => {
          setColumnsVersion((n) => n + 1);
          void config.mutate();
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        danger
        busy={busy === 'delete'}
        title={t('list.delete.title')}
        confirmLabel={t('list.action.delete')}
        onConfirm={remove}
        onCancel={() => { setConfirmDelete(false); }}
      >
        {t('list.delete.confirm', { count: selectedRows.length })}
      </ConfirmDialog>
      {drawer ? (
        <RecordDrawer
          route={route}
          menuCode={menuCode}
          title={title}
          columns={allColumns(config.data)}
          operations={config.data.operations}
          fieldRules={config.data.fieldRules}
          lineFieldRules={config.data.lineFieldRules}
          // A books list has no generic update: its drawer only shows (and its history).
          state={drawer.mode === 'edit' && writes?.update === false ? { ...drawer, mode: 'info' } : drawer}
          formSource={formSource}
          onClose={() => { onDrawerChange(undefined); }}
          onSaved={(saved) => {
            // Until the page's own answer: the saved version for a delete or operation on it.
            setRows((current) => withSavedRecord(current, saved));
            message.success({ key: 'executedSuccessfully' });
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
