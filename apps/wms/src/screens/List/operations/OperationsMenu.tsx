import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, Dialog, Input, registerCatalogue, useMessage } from '@wms/ui-core';
import { isWmsConflict, isWmsError, newIdempotencyKey, operationBlocked, versionsOfRows, type ListRecord, type OperationDef, type OperationResult } from '@wms/api';
import { operationInputProblem, operationInputValue } from '../model/operationInput';
import zh from './i18n/zh.json';
import en from './i18n/en.json';

export const LIST_OPS_NAMESPACE = 'listOps';

export interface OperationsMenuProps {
  menuCode: string;
  operations: readonly OperationDef[];
  /** The selected rows. */
  rows: readonly ListRecord[];
  /** The button codes the user is granted (/permission/buttons). */
  granted: ReadonlySet<string>;
  run: (menuCode: string, operation: string, body: { ids: (string | number)[] } & Record<string, unknown>, idempotencyKey: string) => Promise<OperationResult>;
  /** After a success: the list reloads. */
  onDone: () => void;
}

interface Pending {
  op: OperationDef;
  /** One key per user action: a retry of the same dialog sends the same key. */
  key: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** A shortage line of an allocation's answer. */
interface Shortage { orderkey: string; line: string; sku: string; short: number }

/** The shortage lines of an operation's answer (none when it has none or they are malformed). */
export function shortagesOf(value: unknown): Shortage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): Shortage[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { orderkey, line, sku, short } = item as Record<string, unknown>;
    return typeof orderkey === 'string' && typeof sku === 'string' && typeof short === 'number' ? [{ orderkey, line: typeof line === 'string' ? line : '', sku, short }] : [];
  });
}

/**
 * The list's operations (CONTRACT.md, 'Operations and stations'): one button each the user is
 * granted, enabled by the selected rows' status and count; asks its fields, confirms when the
 * operation says so, sends it with an idempotency key, shows the server's refusal, reloads on
 * success.
 */
export function OperationsMenu({ menuCode, operations, rows, granted, run, onDone }: OperationsMenuProps) {
  const { t, i18n } = useTranslation(LIST_OPS_NAMESPACE);
  if (!i18n.hasResourceBundle('zh', LIST_OPS_NAMESPACE)) registerCatalogue(i18n, LIST_OPS_NAMESPACE, { zh, en });
  const message = useMessage();
  const [pending, setPending] = useState<Pending>();
  const [running, setRunning] = useState<string>();
  const busy = running !== undefined;

  const send = (p: Pending) => {
    const fields = p.op.fields ?? [];
    const errors: Record<string, string> = {};
    // The rows' versions as the list showed them: a row changed since is refused as a conflict.
    const versions = versionsOfRows(rows);
    const body: { ids: (string | number)[] } & Record<string, unknown> = {
      ids: rows.map((row) => row.id).filter((id): id is string | number => id !== undefined),
      ...(Object.keys(versions).length > 0 ? { versions } : {}),
    };
    for (const field of fields) {
      const input = p.values[field.code] ?? '';
      const problem = operationInputProblem(field, input);
      if (problem) {
        errors[field.code] = 'message' in problem ? problem.message : t(problem.key, { name: field.name });
        continue;
      }
      const value = operationInputValue(field, input);
      if (value !== undefined) body[field.code] = value;
    }
    if (Object.keys(errors).length > 0) { setPending({ ...p, errors }); return; }
    setRunning(p.op.code);
    run(menuCode, p.op.code, body, p.key).then(
      (result) => {
        setRunning(undefined);
        setPending(undefined);
        // A partial allocation reports its shortage per line (CONTRACT.md: shortages).
        const shortages = shortagesOf(result.shortages);
        if (shortages.length) {
          const lines = shortages.map((s) => t('shortLine', { ...s })).join('；');
          message.warning(t('short', { name: p.op.name, done: result.done, count: shortages.length, lines }));
        } else {
          message.success(t('done', { name: p.op.name, done: result.done }));
        }
        onDone();
      },
      (error: unknown) => {
        setRunning(undefined);
        if (isWmsError(error) && error.kind === 'unauthorized') return;
        // A refusal ends this action; a lost answer keeps the dialog (and its key) for a retry.
        if (isWmsError(error) && (error.kind === 'refused' || error.kind === 'conflict')) setPending(undefined);
        message.error(isWmsError(error) && error.serverMessage ? error.serverMessage : t('failed'));
        // A row changed underneath: the list shows it as it is now, for the user to decide again.
        if (isWmsConflict(error)) onDone();
      },
    );
  };

  const start = (op: OperationDef) => {
    const p: Pending = { op, key: newIdempotencyKey(), values: {}, errors: {} };
    if ((op.fields ?? []).length > 0 || op.confirm) setPending(p);
    else send(p);
  };

  const shown = operations.filter((op) => granted.has(op.button));
  const fields = pending?.op.fields ?? [];
  return (
    <>
      {shown.map((op) => {
        const blocked = operationBlocked(op, rows);
        return (
          <Button key={op.code} disabled={blocked !== undefined || busy} loading={running === op.code} title={blocked ? t(`needs.${blocked}`) : undefined} onClick={() => { start(op); }}>
            {op.name}
          </Button>
        );
      })}
      {pending && fields.length === 0 && (
        <ConfirmDialog open title={pending.op.name} busy={busy} confirmLabel={t('run')} onConfirm={() => { send(pending); }} onCancel={() => { setPending(undefined); }}>
          {t('confirm', { name: pending.op.name, count: rows.length })}
        </ConfirmDialog>
      )}
      {pending && fields.length > 0 && (
        <Dialog
          open
          title={pending.op.name}
          width={420}
          closeOnEscape
          onOpenChange={(open) => { if (!open) setPending(undefined); }}
          footer={(
            <>
              <Button onClick={() => { setPending(undefined); }}>{t('cancel')}</Button>
              <Button variant="primary" loading={busy} onClick={() => { send(pending); }}>{t('run')}</Button>
            </>
          )}
        >
          {pending.op.confirm && <p>{t('confirm', { name: pending.op.name, count: rows.length })}</p>}
          {fields.map((field) => (
            <Input
              key={field.code}
              label={field.name}
              required={field.required}
              value={pending.values[field.code] ?? ''}
              errorMessage={pending.errors[field.code]}
              onChange={(value) => { setPending({ ...pending, values: { ...pending.values, [field.code]: value } }); }}
              onSubmit={() => { send(pending); }}
            />
          ))}
        </Dialog>
      )}
    </>
  );
}
