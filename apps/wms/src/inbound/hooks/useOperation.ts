import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWmsError, type OperationResult } from '@wms/api';
import { useInbound } from '../data/InboundContext';
import { KeyBook } from '../model/keyBook';
import { callSignature } from '../model/receive';

/** The text to show for a failed call: the server's catalogued message, else the client's catalogued one. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('core');
  return useCallback((error: unknown) => {
    if (isWmsError(error)) return error.serverMessage ?? t(`message.${error.messageKey}`);
    return t('message.systemError');
  }, [t]);
}

/** One call of a page's operation: which list and operation, the body (with `ids`). */
export interface OperationCall {
  menu: string;
  operation: string;
  body: { ids: (string | number)[] } & Record<string, unknown>;
}

/**
 * Runs list operations with an idempotency key per user action (see KeyBook): the same call
 * retried after a lost answer or a partial failure reuses its key and books nothing twice.
 * `done()` ends the action (its keys are forgotten).
 */
export function useOperation() {
  const { api, newKey } = useInbound();
  const book = useRef<KeyBook>(null);
  book.current ??= new KeyBook(newKey);
  const [busy, setBusy] = useState<string>();

  const run = useCallback(async (call: OperationCall): Promise<OperationResult> => {
    const keys = book.current as KeyBook;
    const key = keys.keyFor(callSignature(`${call.menu}/${call.operation}`, { ...call.body, ids: call.body.ids.join(',') }));
    setBusy(call.operation);
    try {
      return await api.runOperation(call.menu, call.operation, call.body, key);
    } finally {
      setBusy(undefined);
    }
  }, [api]);

  const done = useCallback(() => { book.current?.clear(); }, []);
  return { run, done, busy };
}
