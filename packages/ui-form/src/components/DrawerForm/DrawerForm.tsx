import { Fragment, memo, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ConfirmDialog, Drawer, DRAWER_DEFAULT_WIDTH, Tabs, useControllableState } from '@wms/ui-core';
import { useDrawerForm, type SubmitContext } from '../../hooks/useDrawerForm';
import { conflictRows, conflictValueText } from '../../model/conflict';
import { useUnsavedChanges } from '../../hooks/useUnsavedChanges';
import { localTimeZone } from '../../model/dates';
import type { MapProvider } from '../../model/map';
import type { FormRules } from '../../model/rules';
import type { FormDataSource, FormItem } from '../../model/types';
import { valueItems, type FormValues } from '../../model/values';
import { FormItemControl } from './FormItemControl';
import { GroupLabel, ItemShell } from './ItemShell';
import { ConflictPanel } from './ConflictPanel';

/** A tab of the drawer beside its form (a record's history, say). */
export interface DrawerFormTab {
  id: string;
  title: ReactNode;
  content: ReactNode;
}
import { UnderneathBanner, underneathFields, type UnderneathChange } from '../UnderneathBanner';

export interface DrawerFormProps {
  /** The drawer's title. */
  title: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with false only once closing is settled (nothing changed, or the user discarded). */
  onOpenChange?: (open: boolean) => void;
  /** The items, in order (CONTRACT.md §2). */
  items: readonly FormItem[];
  /** Rules by item prop; the data is handed over only when every shown item passes. */
  rules?: FormRules;
  /** The record edited: its values fill the items (none when creating). */
  record?: Readonly<FormValues>;
  /**
   * Receives the data when valid, and the record it was edited from (after a resolved conflict,
   * the latest one: save on its version). A rejected promise keeps the drawer open with every
   * value and shows the error; a rejected `FormConflict` shows the conflict panel instead. A
   * resolved one closes it (unless `keepOpenOnSave`).
   */
  onSubmit: (data: FormValues, context: SubmitContext) => unknown;
  /** Lookups, autocomplete and option urls. */
  dataSource?: FormDataSource;
  /** The map service of `map` items. */
  mapProvider?: MapProvider;
  /** The time zone dates are stored in (default the browser's). */
  timeZone?: string;
  /** "Now" for the date shortcuts (stories and tests). */
  now?: number;
  /** Whether the form holds unsaved changes, on every change; the app blocks routing with it. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Keeps unsaved values under this key in the tab's session storage and opens with them next
   * time (e.g. the route and record id): typed input survives a session that ended mid-edit.
   * A save, a reset or a discard forgets it.
   */
  draftKey?: string;
  /** Initial drawer width, px (default 1200, kept within 20–80 % of the window). */
  width?: number;
  keepOpenOnSave?: boolean;
  /** Tabs beside the form (the form is the first, "Details"); none: the form alone. */
  tabs?: readonly DrawerFormTab[];
  /**
   * The record was changed or deleted underneath by someone else while the form is open: a
   * banner says who, when and which fields, and offers their values for the untouched fields
   * (issue 28). `onUnderneathDismiss` is called when the user hides it.
   */
  underneath?: UnderneathChange;
  onUnderneathDismiss?: () => void;
  /**
   * A record to look at, not to edit (a list's "view"): the footer has only Close, and nothing
   * is saved. The items themselves are shown as given; make them `disabled` for a read-only look.
   */
  readOnly?: boolean;
}

const Items = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 14px 20px;
`;

const Title = styled.h3`
  flex-basis: 100%;
  margin: 6px 0 0;
  padding-bottom: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.palette.primary};
`;

const Break = styled.div`
  flex-basis: 100%;
  height: 0;
`;

const Status = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
  .error {
    color: ${({ theme }) => theme.palette.danger};
  }
  .muted {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

const DEFAULT_ITEM_WIDTH = 280;
const WIDE_TYPES = new Set(['textarea', 'slot']);
const NO_RULES: FormRules = {};
const NO_VALUES: Readonly<FormValues> = {};

/**
 * The detail form in a drawer (CONTRACT.md §2, §5): size 1200, resizable by its edge (pointer or
 * arrow keys) between 20 % and 80 % of the window, never closed by a click outside. Every item
 * type of the spec, on Formik. Save validates against the rules and hands over the data only
 * when valid; invalid items are marked, their messages read on hover, focus and by screen
 * readers. Closing a changed form asks first; a failed save keeps every value.
 *
 * @example
 * <DrawerForm title={t('asn.edit')} open={open} onOpenChange={setOpen} items={asnItems}
 *   rules={asnRules} record={row} dataSource={formSource} onSubmit={(data) => api.saveAsn(data)} />
 */
export function DrawerForm({ open, defaultOpen = false, onOpenChange, ...rest }: DrawerFormProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  // The form lives while the drawer is open: closing discards it, reopening starts afresh.
  return isOpen ? <DrawerFormSession {...rest} onClose={() => { setOpen(false); }} /> : null;
}

/**
 * One item, memoised: typing in one field re-renders that field only (a form of twenty items
 * stays quick on a slow warehouse PC).
 */
const ItemView = memo(function ItemView({ item, prop, value, values, error, width, setValue, dataSource, mapProvider, timeZone, now }: {
  item: FormItem;
  prop: string;
  value: unknown;
  /** Every value, for a slot only (others do not re-render on every change). */
  values: Readonly<FormValues> | undefined;
  error: string | undefined;
  width: number;
  setValue: (prop: string, value: unknown) => void;
  dataSource: FormDataSource | undefined;
  mapProvider: MapProvider | undefined;
  timeZone: string;
  now: number | undefined;
}) {
  const full = useMemo(() => ({ ...item, prop }), [item, prop]);
  const onChange = useCallback((next: unknown) => { setValue(prop, next); }, [setValue, prop]);
  const onFill = useCallback((fills: Record<string, unknown>) => {
    for (const [field, next] of Object.entries(fills)) setValue(field, next);
  }, [setValue]);
  if (item.readOnly) return <ReadOnlyItem label={item.label ?? prop} text={conflictValueText(item, value, timeZone)} width={width} />;
  return (
    <ItemShell width={width} invalid={Boolean(error)}>
      <FormItemControl
        item={full}
        value={value}
        onChange={onChange}
        onFill={onFill}
        values={values ?? NO_VALUES}
        error={error}
        width={width}
        dataSource={dataSource}
        mapProvider={mapProvider}
        timeZone={timeZone}
        now={now}
      />
    </ItemShell>
  );
});

const ReadOnlyText = styled.output`
  display: block;
  min-height: 32px;
  padding: 6px 0;
  color: ${({ theme }) => theme.palette.text};
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  overflow-wrap: anywhere;
`;

/** A value shown as text under its label (an item marked `readOnly`). */
function ReadOnlyItem({ label, text, width }: { label: string; text: string; width: number }) {
  const id = useId();
  return (
    <ItemShell width={width} invalid={false}>
      <GroupLabel as="label" htmlFor={id}>{label}</GroupLabel>
      {/* An output names its label; it is no live region here (the value does not change while shown). */}
      <ReadOnlyText id={id} aria-live="off">{text === '' ? '—' : text}</ReadOnlyText>
    </ItemShell>
  );
}

/** The banner of a change underneath, over the open form's values (see UnderneathBanner). */
function Underneath({ change, items, form, onDismiss }: { change: UnderneathChange; items: readonly FormItem[]; form: ReturnType<typeof useDrawerForm>; onDismiss: (() => void) | undefined }) {
  const [taken, setTaken] = useState<{ change: UnderneathChange; props: ReadonlySet<string> }>();
  const took = taken?.change === change ? taken.props : undefined;
  const found = underneathFields(items, form.formik.initialValues, form.values, change.record);
  // A field filled with their value is theirs, not one the user changed.
  const fields = took ? found.fields.map((f) => (took.has(f.prop) ? { ...f, touched: false } : f)) : found.fields;
  const take = () => {
    const untouched = fields.filter((f) => !f.touched);
    for (const f of untouched) form.setValue(f.prop, found.theirs[f.prop]);
    setTaken({ change, props: new Set(untouched.map((f) => f.prop)) });
  };
  return <UnderneathBanner change={change} fields={fields} onTakeTheirs={take} taken={took?.size} onDismiss={() => { onDismiss?.(); }} />;
}

/** The id of the form's own tab when the drawer has tabs. */
const FORM_TAB = 'form';

function DrawerFormSession({ title, items, rules = NO_RULES, record, onSubmit, dataSource, mapProvider, timeZone, now, onDirtyChange, draftKey, width = DRAWER_DEFAULT_WIDTH, keepOpenOnSave = false, tabs, underneath, onUnderneathDismiss, readOnly = false, onClose }: Omit<DrawerFormProps, 'open' | 'defaultOpen' | 'onOpenChange'> & { onClose: () => void }) {
  const { t } = useTranslation('form');
  const [zone] = useState(() => timeZone ?? localTimeZone());
  const form = useDrawerForm({ items, rules, record, onSubmit, onSaved: keepOpenOnSave ? undefined : onClose, draftKey });
  const [asking, setAsking] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);

  // Reloading or closing the tab asks too while something is unsaved.
  useUnsavedChanges(form.dirty);
  const dirtyRef = useRef(onDirtyChange);
  useEffect(() => { dirtyRef.current = onDirtyChange; }, [onDirtyChange]);
  useEffect(() => { dirtyRef.current?.(form.dirty); }, [form.dirty]);
  useEffect(() => () => { dirtyRef.current?.(false); }, []);

  // After a save with invalid items, the first of them takes the focus, once they are marked
  // (the attempt is counted before Formik has validated and shown the errors).
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (!form.attempt || focusedAttempt.current === form.attempt || form.invalidCount === 0) return;
    focusedAttempt.current = form.attempt;
    const first = bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button, [data-invalid] input');
    first?.focus();
  }, [form.attempt, form.invalidCount]);

  const requestClose = () => {
    if (form.dirty) setAsking(true);
    else onClose();
  };
  const byProp = new Set(valueItems(items).map((item) => item.prop));
  const body = (
    <>
      {form.conflict ? (
        <ConflictPanel
          conflict={form.conflict}
          rows={conflictRows(items, form.initialValues, form.conflict.latest, form.values)}
          items={items}
          timeZone={zone}
          busy={form.submitting}
          onApplyMine={() => { void form.resolveConflict('mine'); }}
          onDiscard={() => { void form.resolveConflict('discard'); }}
        />
      ) : null}
      {underneath ? <Underneath change={underneath} items={items} form={form} onDismiss={onUnderneathDismiss} /> : null}
      <form
        noValidate
        aria-label={typeof title === 'string' ? title : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <Items ref={bodyRef}>
          {items.map((item, index) => {
            if (item.hidden) return null;
            const key = item.prop ?? `${item.type}-${String(index)}`;
            if (item.type === 'title') return <Title key={key}>{item.label}</Title>;
            if (!item.prop || !byProp.has(item.prop)) return null;
            const itemWidth = item.width ?? (WIDE_TYPES.has(item.type) ? DEFAULT_ITEM_WIDTH * 2 + 20 : DEFAULT_ITEM_WIDTH);
            return (
              <Fragment key={key}>
                <ItemView
                  item={item}
                  prop={item.prop}
                  value={form.values[item.prop]}
                  values={item.type === 'slot' ? form.values : undefined}
                  error={form.errorOf(item.prop)}
                  width={itemWidth}
                  setValue={form.setValue}
                  dataSource={dataSource}
                  mapProvider={mapProvider}
                  timeZone={zone}
                  now={now}
                />
                {item.break ? <Break aria-hidden="true" /> : null}
              </Fragment>
            );
          })}
        </Items>
      </form>
    </>
  );

  return (
    <Drawer
      open
      onOpenChange={(next) => { if (!next) requestClose(); }}
      title={title}
      width={width}
      footer={
        <>
          <Status>
            {form.saveError ? <span className="error" role="alert">{form.saveError}</span> : null}
            {form.invalidCount > 0 ? <span className="error" role="alert">{t('rule.summary')}</span> : null}
            {form.dirty && !form.saveError && form.invalidCount === 0 ? <span className="muted" role={form.draftRestored ? 'status' : undefined}>{t(form.draftRestored ? 'drawer.draftRestored' : 'drawer.unsaved')}</span> : null}
          </Status>
          {readOnly ? (
            <Button log={false} variant="primary" onClick={requestClose}>{t('drawer.close')}</Button>
          ) : (
            <>
              <Button log={false} onClick={requestClose}>{t('drawer.cancel')}</Button>
              <Button log={false} disabled={!form.dirty || form.submitting} onClick={form.reset}>{t('drawer.reset')}</Button>
              <Button variant="primary" loading={form.submitting} onClick={() => { void form.save(); }}>{t('drawer.save')}</Button>
            </>
          )}
        </>
      }
    >
      {tabs && tabs.length > 0 ? <Tabs aria-label={typeof title === 'string' ? title : undefined} items={[{ id: FORM_TAB, title: t('drawer.formTab'), content: body }, ...tabs]} /> : body}
      <ConfirmDialog
        open={asking}
        title={t('drawer.discardTitle')}
        danger
        confirmLabel={t('drawer.discardConfirm')}
        onCancel={() => { setAsking(false); }}
        onConfirm={() => {
          setAsking(false);
          form.discardDraft();
          onClose();
        }}
      >
        {t('drawer.discardText')}
      </ConfirmDialog>
    </Drawer>
  );
}
