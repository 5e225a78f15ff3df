import { createContext, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { clearDraft, DrawerForm, FormConflict, type DrawerFormTab, type FormDataSource, type UnderneathChange } from '@wms/ui-form';
import { ConfirmDialog, Loading, Drawer } from '@wms/ui-core';
import { isEnteredColumn, isWmsConflict, isWmsError, useRecordEvents, type ColumnDefinition, type FieldRules, type ListRecord, type OperationDef } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import type { AppRoute } from '../../routes/types';
import { formItemsOf, formRulesOf, recordToSave, type DrawerMode } from './model/formItems';
import { RecordHistory } from './history/RecordHistory';
import type { FieldOptions } from './history/auditText';
import { DocumentLines } from './lines/DocumentLines';
import { isBlankNew, isLinesMenu, lineFromRecord, linesProblems, lineToSave, LINES_SPECS, newLine, type DocumentLine } from './model/documentLines';
import { FailureState } from '../../app/FailureState';

/** The form value that holds a document's lines (a slot item of the ASN and order drawers). */
const LINES = '__lines';
/** Whether a save was tried: the lines mark their problems from then on. */
const LinesTried = createContext(false);

/**
 * The lines a save sends: the new ones and those changed since they were read. A line sent
 * unchanged would still be written (its version raised), so another person's later save of the
 * same document would meet a conflict over a line nobody touched; lines not sent are kept.
 */
/** A line's id as a map key (ids come as numbers or strings). */
const lineKey = (id: unknown): string => (typeof id === 'string' || typeof id === 'number' ? String(id) : JSON.stringify(id));

function changedLines(spec: NonNullable<(typeof LINES_SPECS)[keyof typeof LINES_SPECS]>, open: readonly DocumentLine[], loaded: unknown): Record<string, unknown>[] {
  const before = new Map((Array.isArray(loaded) ? (loaded as DocumentLine[]) : []).filter((line) => line.id !== undefined).map((line) => [lineKey(line.id), JSON.stringify(lineToSave(spec, line))]));
  return open.map((line) => lineToSave(spec, line)).filter((line) => line.id === undefined || before.get(lineKey(line.id)) !== JSON.stringify(line));
}

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
  /** The list's operations, so the History tab names them. */
  operations?: readonly OperationDef[];
  /** The server's rules of the list's entered fields (its column configuration's `fieldRules`). */
  fieldRules?: FieldRules;
  /** A document saved with its lines: the server's rules of the lines' fields (`lineFieldRules`). */
  lineFieldRules?: FieldRules;
}

/**
 * The drawer of a list: the DrawerForm over items built from the list's columns and their
 * owners, judged by the server's rules of each field (`fieldRules`); edit and info load the
 * record first. A refused save keeps the form and shows the server's message; a changed form
 * asks before closing (DrawerForm).
 */
export function RecordDrawer({ menuCode, title, columns, state, formSource, onClose, onSaved, operations, fieldRules, lineFieldRules }: RecordDrawerProps) {
  const { t } = useTranslation(APP_NAMESPACE);
  const { api, live } = useServices();
  const built = useMemo(() => formItemsOf(columns, state.mode), [columns, state.mode]);
  // Options of url selects are loaded before the form opens: ui-core's Select loads them only
  // once open, and react-aria's select never opens over an empty list (so it could not open).
  const urls = useMemo(() => [...new Set(built.flatMap((item) => (item.url ? [item.url] : [])))], [built]);
  const optionSets = useSWR(urls.length ? ['formOptions', ...urls] : null, () =>
    Promise.all(urls.map((url) => api.dropdownOptions(url).catch(() => undefined))),
  );
  // An ASN or an outbound order is saved with its lines (issues 14, 15): the drawer edits them below the header.
  const linesMenu = isLinesMenu(menuCode) ? menuCode : undefined;
  const spec = linesMenu ? LINES_SPECS[linesMenu] : undefined;
  const [linesTried, setLinesTried] = useState(false);
  // One blank line to start a new document with, made once: a fresh one at every rebuild of the
  // items would change the form's initial values, and Formik would start the form afresh.
  const [firstLine] = useState(() => (spec ? newLine(spec) : undefined));
  const items = useMemo(
    () => {
      const header = built.map((item) => {
        const at = item.url ? urls.indexOf(item.url) : -1;
        const loaded = at >= 0 ? optionSets.data?.[at] : undefined;
        return loaded ? { ...item, options: loaded, url: undefined } : item;
      });
      if (!spec) return header;
      return [
        ...header,
        { type: 'title' as const, label: t('list.lines.title') },
        {
          type: 'slot' as const,
          prop: LINES,
          label: t('list.lines.title'),
          defaultValue: firstLine ? [firstLine] : [],
          width: 900,
          render: ({ value, setValue }: { value: unknown; setValue: (value: unknown) => void }) => (
            <LinesTried.Consumer>
              {(tried) => <DocumentLines spec={spec} lines={Array.isArray(value) ? (value as DocumentLine[]) : []} onChange={setValue} readOnly={state.mode === 'info'} showProblems={tried} rules={lineFieldRules} />}
            </LinesTried.Consumer>
          ),
        },
      ];
    },
    // Not on linesTried: new items would start the form afresh (LinesTried carries it instead).
    [built, urls, optionSets.data, spec, t, state.mode, firstLine, lineFieldRules],
  );
  const id = state.mode === 'create' ? undefined : state.id;
  const record = useSWR(id ? ['record', menuCode, id] : null, () => api.recordDetail(menuCode, id ?? ''));
  // The server's rules; a lookup's codes are the options its select holds (loaded above).
  const rules = useMemo(() => {
    const options = new Map(items.flatMap((item) => ('options' in item && item.prop && Array.isArray(item.options) ? [[item.prop, item.options as { code: string }[]] as const] : [])));
    return formRulesOf(columns, fieldRules, { optionsOf: (code) => options.get(code), record: record.data });
  }, [columns, fieldRules, items, record.data]);
  const numberField = linesMenu === 'asn' ? 'receiptkey' : 'orderkey';
  const documentNumber = linesMenu && typeof record.data?.[numberField] === 'string' ? record.data[numberField] : undefined;
  const lines = useSWR(linesMenu && documentNumber ? ['documentLines', linesMenu, documentNumber] : null, () => api.documentLines(linesMenu ?? 'asn', documentNumber ?? ''));
  const shown = useMemo(() => (record.data && spec ? { ...record.data, [LINES]: (lines.data ?? []).map((line) => lineFromRecord(spec, line)) } : record.data), [record.data, lines.data, spec]);
  const heading = t(`list.drawer.${state.mode}`, { title });
  // Fields the books and operations own: shown read-only, never sent by an update.
  const notSent = useMemo(() => new Set(columns.filter((column) => !isEnteredColumn(column)).map((column) => column.code).filter((code) => code !== 'id')), [columns]);
  // Codes read as names in the history: the options the form's selects hold.
  const fieldOptions = useMemo<FieldOptions>(() => new Map(items.flatMap((item) => ('options' in item && item.prop && Array.isArray(item.options) ? [[item.prop, item.options as { code: string; description: string }[]]] : []))), [items]);
  const operationNames = useMemo(() => new Map((operations ?? []).map((op) => [op.code, op.name])), [operations]);
  const tabs = useMemo<DrawerFormTab[] | undefined>(
    () => (id ? [{ id: 'history', title: t('list.history.tab'), content: <RecordHistory menuCode={menuCode} id={id} options={fieldOptions} operationNames={operationNames} stamp={record.data} /> }] : undefined),
    [id, menuCode, fieldOptions, operationNames, t, record.data],
  );

  // Someone else changes or deletes the record while it is open (issue 28): the form is told,
  // with the record as it is now; what was typed stays (the record the form opened with is not
  // replaced, which would start the form afresh). The drawer's own save is not "someone else".
  const [underneath, setUnderneath] = useState<UnderneathChange>();
  const saving = useRef(false);
  useRecordEvents(live, state.mode === 'create' ? undefined : menuCode, id, (event, kind) => {
    if (saving.current || !id) return;
    const who = { user: event.userName || event.user, time: event.time };
    if (kind === 'deleted') {
      setUnderneath({ kind: 'deleted', ...who });
      return;
    }
    api.recordDetail(menuCode, id).then(
      (now) => {
        if (!saving.current) setUnderneath({ kind: 'changed', ...who, record: now });
      },
      () => {
        // Gone meanwhile (a delete right after): say so.
        if (!saving.current) setUnderneath({ kind: 'deleted', ...who });
      },
    );
  });

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

  if ((id && !record.data) || (documentNumber && !lines.data && !lines.error) || (urls.length > 0 && !optionSets.data)) {
    return (
      <Drawer open title={heading} onOpenChange={(open) => { if (!open) close(); }}>
        {id && record.error ? (
          <FailureState error={record.error as unknown} message={isWmsError(record.error) && record.error.serverMessage ? record.error.serverMessage : t('list.recordFailed')} onRetry={() => void record.mutate()} />
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
      tabs={tabs}
      underneath={underneath}
      onUnderneathDismiss={() => { setUnderneath(undefined); }}
      readOnly={state.mode === 'info'}
      onSubmit={async (data, context) => {
        if (state.mode === 'info') return undefined;
        const { [LINES]: edited, ...values } = data;
        // The version of the record the form was edited from (the latest after a conflict).
        const toSave = recordToSave(items, values, id, { version: context.record?.version, notSent });
        const open = spec && Array.isArray(edited) ? (edited as DocumentLine[]).filter((line) => !isBlankNew(line) && !line.locked) : [];
        if (spec) {
          const problems = linesProblems(spec, open, lineFieldRules);
          setLinesTried(true);
          if (problems > 0) throw new Error(t('list.lines.problems', { count: problems }));
        }
        saving.current = true;
        try {
          const saved = linesMenu && spec
            ? (await api.saveWithLines(linesMenu, { header: toSave, lines: changedLines(spec, open, shown?.[LINES]) })).header
            : state.mode === 'create' ? await api.insertRecord(menuCode, toSave) : await api.updateRecord(menuCode, toSave);
          closing.current = true;
          onSaved(saved);
          return saved;
        } catch (error) {
          // Changed underneath: the drawer shows theirs beside the user's values (the document's
          // lines stay as the user has them; only the header is compared).
          if (isWmsConflict(error) && String(error.conflict.id) === String(id)) {
            const latest = spec ? { ...error.conflict.record, [LINES]: edited } : error.conflict.record;
            throw new FormConflict({ latest, who: error.conflict.editwho, when: error.conflict.editdate, message: error.serverMessage });
          }
          // The form shows this text and keeps every value: the server's reason, or the catalogue's.
          throw new Error(isWmsError(error) && error.serverMessage ? error.serverMessage : t('core:message.systemError'), { cause: error });
        } finally {
          saving.current = false;
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
