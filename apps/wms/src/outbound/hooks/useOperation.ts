import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWmsError, newIdempotencyKey, type OperationResult } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { actionSignature, answered, keyFor, NO_KEYS } from '../model/actionKeys';
import { failureText } from '../model/errors';

/** An operation's answer, or why not in the user's language (the server's refusal as it words it). */
export type OperationOutcome = { ok: true; result: OperationResult } | { ok: false; message: string };

/** Failures after which the server may have booked the action: its retry keeps the key. */
const UNANSWERED = new Set(['timeout', 'network']);

/**
 * Runs list operations (POST /{menuCode}/op/{operation}) for a page: one idempotency key an
 * action, kept for its retry while unanswered (model/actionKeys), and never a throw: a refusal
 * comes back as its message. `running` names the operation under way.
 */
export function useOperation(): { run: (menuCode: string, operation: string, body: { ids: readonly (string | number)[] } & Record<string, unknown>) => Promise<OperationOutcome>; running: string | undefined } {
  const { api } = useServices();
  const { t } = useTranslation();
  const keys = useRef(NO_KEYS);
  const [running, setRunning] = useState<string>();
  const run = useCallback(async (menuCode: string, operation: string, body: { ids: readonly (string | number)[] } & Record<string, unknown>): Promise<OperationOutcome> => {
    const signature = actionSignature(menuCode, operation, body);
    const next = keyFor(keys.current, signature, newIdempotencyKey);
    keys.current = next.keys;
    setRunning(operation);
    try {
      const result = await api.runOperation(menuCode, operation, body, next.key);
      keys.current = answered(keys.current, signature);
      return { ok: true, result };
    } catch (error) {
      if (!(isWmsError(error) && UNANSWERED.has(error.kind))) keys.current = answered(keys.current, signature);
      return { ok: false, message: failureText(error, t) };
    } finally {
      setRunning(undefined);
    }
  }, [api, t]);
  return { run, running };
}
