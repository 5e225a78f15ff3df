import { useFormik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '../model/draft';
import { useTranslation } from 'react-i18next';
import type { FormRules, RuleFailure } from '../model/rules';
import type { FormItem } from '../model/types';
import { initialValuesOf, saveErrorText, submitDataOf, validateValues, type FormValues } from '../model/values';
import { applyMine, isFormConflict, type FormConflict } from '../model/conflict';

/** What `onSubmit` is told beside the data: the record the values were edited from. */
export interface SubmitContext {
  /** The record the form started from (the latest one after a conflict was resolved). */
  record: Readonly<FormValues> | undefined;
}

/** The text of a failure in the user's language. */
export function useFailureText(): (failure: RuleFailure) => string {
  const { t } = useTranslation('form');
  return useCallback((failure: RuleFailure) => ('text' in failure ? failure.text : t(`rule.${failure.key}`)), [t]);
}

/**
 * The detail form's state on Formik: values from the record or the items' defaults, validation
 * against the rules (shown once a save was tried), the data handed over only when valid, and a
 * failed save that keeps every value and says why.
 *
 * Timeline of a save: save() → validate → invalid: `attempt` grows (the view focuses the first
 * invalid field), nothing handed over | valid: onSubmit(data) … resolved: the values become the
 * new clean state, `onSaved` runs | rejected: values untouched, `saveError` set.
 */
export function useDrawerForm(options: {
  items: readonly FormItem[];
  rules: FormRules;
  record?: Readonly<FormValues> | undefined;
  onSubmit: (data: FormValues, context: SubmitContext) => unknown;
  onSaved?: () => void;
  /**
   * Keeps unsaved values under this key (this tab's session storage) and opens with them next
   * time: what was typed survives a session that ended mid-edit. Cleared by a save or a reset.
   */
  draftKey?: string;
}) {
  const { items, rules, record, onSubmit, onSaved, draftKey } = options;
  // Read once, when the form opens.
  const [draft] = useState(() => (draftKey ? readDraft(draftKey) : undefined));
  const { t } = useTranslation('form');
  const failureText = useFailureText();
  const [saveError, setSaveError] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  // Validation follows every change only once a save was tried: before that nothing is shown,
  // and typing stays cheap.
  const [tried, setTried] = useState(false);
  // After a conflict is resolved the latest record is the form's base (what it was edited from).
  const [latestBase, setLatestBase] = useState<Readonly<FormValues> | undefined>(undefined);
  const base = latestBase ?? record;
  const [conflict, setConflict] = useState<FormConflict | undefined>(undefined);
  const initialValues = useMemo(() => initialValuesOf(items, base), [items, base]);

  // Saved, and the drawer is closing (onSaved): until it is gone the form takes no second save,
  // which would send the version it opened with and be refused as a conflict (a quick second
  // Enter or click on Save, while a slow phone still shows the drawer).
  const closing = useRef(false);
  const [closed, setClosed] = useState(false);
  /** After a save: the draft goes, the form is clean at what was saved, and the drawer closes. */
  const settle = useCallback((saved: FormValues, reset: (state: { values: FormValues }) => void) => {
    if (draftKey) clearDraft(draftKey);
    if (onSaved) { closing.current = true; setClosed(true); }
    reset({ values: saved });
    onSaved?.();
  }, [draftKey, onSaved]);
  const formik = useFormik<FormValues>({
    initialValues,
    enableReinitialize: true,
    validateOnBlur: false,
    validateOnChange: tried,
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const [prop, failure] of Object.entries(validateValues(items, rules, values))) errors[prop] = failureText(failure);
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setSaveError(undefined);
      try {
        await onSubmit(submitDataOf(items, rules, values), { record: base });
        settle(values, helpers.resetForm);
      } catch (error) {
        // Changed underneath: every value stays, the conflict panel offers the way on.
        if (isFormConflict(error)) setConflict(error);
        else setSaveError(t('drawer.saveFailed', { message: saveErrorText(error) ?? t('drawer.systemError') }));
      }
    },
  });

  const { submitForm, values, setFieldValue, setValues, dirty } = formik;

  // The draft of an earlier, interrupted edit goes over the record's values once.
  useEffect(() => {
    if (draft) void setValues({ ...initialValues, ...draft });
    // Once, on opening: later record reloads must not bring the draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // While changed, the values are kept; unchanged (reset, saved), the draft goes.
  useEffect(() => {
    if (!draftKey) return;
    if (dirty) writeDraft(draftKey, values);
    else clearDraft(draftKey);
  }, [draftKey, dirty, values]);
  const save = useCallback(async () => {
    if (closing.current) return;
    setTried(true);
    const invalid = Object.keys(validateValues(items, rules, values)).length > 0;
    if (invalid) setAttempt((n) => n + 1);
    await submitForm();
  }, [items, rules, values, submitForm]);

  /** Errors are shown once a save was tried (then they follow every change). */
  const errorOf = (prop: string): string | undefined => {
    if (formik.submitCount === 0) return undefined;
    const error = formik.errors[prop];
    return typeof error === 'string' ? error : undefined;
  };

  /**
   * Resolves a conflict. 'mine': the latest record becomes the base, the fields the user touched
   * go over it, and that is saved (with the latest record as context, so its version is sent);
   * a failed save leaves the merged values in the form. 'discard': the form shows the latest
   * record, what was typed is dropped.
   *
   * Formik's resetForm sets its initial values to the latest record's before the base state
   * follows, so its reinitialisation (a deep comparison) does not reset the form a second time.
   */
  const resolveConflict = useCallback(async (choice: 'mine' | 'discard') => {
    if (!conflict) return;
    const latest = conflict.latest;
    const latestValues = initialValuesOf(items, latest);
    const merged = applyMine(items, initialValues, latest, values);
    setConflict(undefined);
    setLatestBase(latest);
    formik.resetForm({ values: latestValues });
    if (choice === 'discard') {
      if (draftKey) clearDraft(draftKey);
      return;
    }
    await setValues(merged, false);
    if (Object.keys(validateValues(items, rules, merged)).length > 0) return;
    formik.setSubmitting(true);
    try {
      await onSubmit(submitDataOf(items, rules, merged), { record: latest });
      settle(merged, formik.resetForm);
    } catch (error) {
      if (isFormConflict(error)) setConflict(error);
      else setSaveError(t('drawer.saveFailed', { message: saveErrorText(error) ?? t('drawer.systemError') }));
    } finally {
      formik.setSubmitting(false);
    }
  }, [conflict, items, initialValues, values, formik, draftKey, setValues, rules, onSubmit, t, settle]);

  return {
    formik,
    /** The conflict of the last save, until the user resolves it. */
    conflict,
    /** The values the form started from (the base a conflict compares with). */
    initialValues,
    resolveConflict,
    values: formik.values,
    dirty: formik.dirty,
    /** A save is under way, or done and the drawer closing (the Save button stays busy). */
    submitting: formik.isSubmitting || closed,
    invalidCount: formik.submitCount > 0 ? Object.keys(formik.errors).length : 0,
    /** Stable: items can be memoised on it. */
    setValue: useCallback((prop: string, value: unknown) => { void setFieldValue(prop, value); }, [setFieldValue]),
    errorOf,
    save,
    attempt,
    saveError,
    /** The form opened with the draft of an interrupted edit. */
    draftRestored: draft !== undefined,
    /** Forgets the draft (the user discarded the changes). */
    discardDraft: () => { if (draftKey) clearDraft(draftKey); },
    reset: () => {
      setSaveError(undefined);
      formik.resetForm();
    },
  };
}
