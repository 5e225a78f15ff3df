import { createContext, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { clearDraft, DrawerForm, type FormDataSource } from '@wms/ui-form';
import { ConfirmDialog, ErrorState, Loading, Drawer } from '@wms/ui-core';
import { isWmsError, type ColumnDefinition, type ListRecord } from '@wms/api';
import { formOverrides } from '../../areas';
import { useServices } from '../../app/ServicesContext';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import type { AppRoute } from '../../routes/types';
import { formItemsOf, formRulesOf, recordToSave, type DrawerMode } from './model/formItems';
import { AsnLines, lineFromRecord, linesProblems, lineToSave, newLine, LINE_FIELDS, type AsnLine } from './lines/AsnLines';

/** The form value that holds an ASN's lines (a slot item of the ASN drawer). */
const LINES = '__lines';
/** Whether a save was tried: the lines mark their problems from then on. */
const LinesTried = createContext(false);
const isBlankNew = (line: AsnLine) => line.id === undefined && LINE_FIELDS.every((f) => line[f].trim() === '');

/** The navigation to login after a 401 (bootstrap's onUnauthorized) says so in its state. */
function isSessionEnd(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true;
}

/** What the drawer shows: a new record, or the record with this id. */
export interface DrawerState {
  mode: DrawerMode;
  id?: string;
}

export interface RecordDrawerProps {
  route: AppRoute;
  menuCode: string;
  title: string;
  columns: readonly ColumnDefinition[];
  state: DrawerState;
  formSource: FormDataSource;
  onClose: () => void;
  /** After a successful save, with the stored record. */
  onSaved: (record: ListRecord) => void;
}

/**
 * The drawer of a list: the DrawerForm over items built from the list's columns and the area's
 * overrides; edit and info load the record first. A refused save keeps the form and shows the
 * server's message; a changed form asks before closing (DrawerForm).
 */
export function RecordDrawer({ route, menuCode, title, columns, state, formSource, onClose, onSaved }: RecordDrawerProps) {
  const { t } = useTranslation(APP_NAMESPACE);
  const { api } = useServices();
  const overrides = useMemo(() => formOverrides(route.area, route.path), [route]);
  const built = useMemo(() => formItemsOf(columns, overrides, state.mode), [columns, overrides, state.mode]);
  // Options of url selects are loaded before the form opens: ui-core's Select loads them only
  // once open, and react-aria's select never opens over an empty list (so it could not open).
  const urls = useMemo(() => [...new Set(built.flatMap((item) => (item.url ? [item.url] : [])))], [built]);
  const optionSets = useSWR(urls.length ? ['formOptions', ...urls] : null, () =>
    Promise.all(urls.map((url) => api.dropdownOptions(url).catch(() => undefined))),
  );
  // An ASN is saved with its lines (issue 14): the drawer edits them below the header.
  const withLines = menuCode === 'asn';
  const [linesTried, setLinesTried] = useState(false);
  const items = useMemo(
    () => {
      const header = built.map((item) => {
        const at = item.url ? urls.indexOf(item.url) : -1;
        const loaded = at >= 0 ? optionSets.data?.[at] : undefined;
        return loaded ? { ...item, options: loaded, url: undefined } : item;
      });
      if (!withLines) return header;
      return [
        ...header,
        { type: 'title' as const, label: t('list.lines.title') },
        {
          type: 'slot' as const,
          prop: LINES,
          label: t('list.lines.title'),
          defaultValue: [newLine()],
          width: 900,
          render: ({ value, setValue }: { value: unknown; setValue: (value: unknown) => void }) => (
            <LinesTried.Consumer>
              {(tried) => <AsnLines lines={Array.isArray(value) ? (value as AsnLine[]) : []} onChange={setValue} readOnly={state.mode === 'info'} showProblems={tried} />}
            </LinesTried.Consumer>
          ),
        },
      ];
    },
    // Not on linesTried: new items would start the form afresh (LinesTried carries it instead).
    [built, urls, optionSets.data, withLines, t, state.mode],
  );
  const rules = useMemo(() => formRulesOf(columns, overrides, (key) => t(key)), [columns, overrides, t]);
  const id = state.mode === 'create' ? undefined : state.id;
  const record = useSWR(id ? ['record', menuCode, id] : null, () => api.recordDetail(menuCode, id ?? ''));
  const receiptkey = withLines && typeof record.data?.receiptkey === 'string' ? record.data.receiptkey : undefined;
  const lines = useSWR(receiptkey ? ['asnLines', receiptkey] : null, () => api.receiptLines(receiptkey ?? ''));
  const shown = useMemo(() => (record.data && withLines ? { ...record.data, [LINES]: (lines.data ?? []).map(lineFromRecord) } : record.data), [record.data, lines.data, withLines]);
  const heading = t(`list.drawer.${state.mode}`, { title });

  // Leaving the page (browser back, an address) with unsaved changes asks first; the drawer's
  // own closing (saved, or discarded after DrawerForm asked) is not held back.
  const [dirty, setDirty] = useState(false);
  const closing = useRef(false);
  // An ended session (401) goes to login without asking: the form keeps its draft (draftKey)
  // and opens with it when the user is back.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !closing.current && currentLocation.pathname !== nextLocation.pathname && !isSessionEnd(nextLocation.state));
  const draftKey = state.mode === 'info' ? undefined : `${menuCode}:${state.mode}:${id ?? 'new'}`;
  const close = () => {
    closing.current = true;
    onClose();
  };

  if ((id && !record.data) || (receiptkey && !lines.data && !lines.error) || (urls.length > 0 && !optionSets.data)) {
    return (
      <Drawer open title={heading} onOpenChange={(open) => { if (!open) close(); }}>
        {id && record.error ? (
          <ErrorState message={isWmsError(record.error) && record.error.serverMessage ? record.error.serverMessage : t('list.recordFailed')} onRetry={() => void record.mutate()} />
        ) : (
          <Loading />
        )}
      </Drawer>
    );
  }

  return (
    <LinesTried.Provider value={linesTried}>
    <DrawerForm
      open
      title={heading}
      items={items}
      rules={rules}
      record={shown}
      dataSource={formSource}
      onOpenChange={(open) => { if (!open) close(); }}
      onDirtyChange={setDirty}
      draftKey={draftKey}
      onSubmit={async (data) => {
        if (state.mode === 'info') return undefined;
        const { [LINES]: edited, ...values } = data;
        const toSave = recordToSave(items, values, id);
        const asnLines = withLines && Array.isArray(edited) ? (edited as AsnLine[]).filter((line) => !isBlankNew(line)) : [];
        if (withLines) {
          const problems = linesProblems(asnLines.filter((line) => (line.qtyreceived ?? 0) === 0));
          setLinesTried(true);
          if (problems > 0) throw new Error(t('list.lines.problems', { count: problems }));
        }
        try {
          const saved = withLines
            ? (await api.saveAsnWithLines({ header: toSave, lines: asnLines.filter((line) => (line.qtyreceived ?? 0) === 0).map(lineToSave) })).header
            : state.mode === 'create' ? await api.insertRecord(menuCode, toSave) : await api.updateRecord(menuCode, toSave);
          closing.current = true;
          onSaved(saved);
          return saved;
        } catch (error) {
          // The form shows this text and keeps every value: the server's reason, or the catalogue's.
          throw new Error(isWmsError(error) && error.serverMessage ? error.serverMessage : t('core:message.systemError'), { cause: error });
        }
      }}
    />
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('list.leave.title')}
      confirmLabel={t('list.leave.confirm')}
      onConfirm={() => {
        if (draftKey) clearDraft(draftKey);
        blocker.proceed?.();
      }}
      onCancel={() => { blocker.reset?.(); }}
    >
      {t('list.leave.text')}
    </ConfirmDialog>
    </LinesTried.Provider>
  );
}
