import { useCallback, useEffect, useState } from 'react';
import { callFailureOf, type CallFailure } from '../model/callFailure';
import { normaliseOptions, type SelectOption } from '../model/options';

export type OptionsStatus = 'idle' | 'loading' | 'ready' | 'failed';

type Outcome = { attempt: number; options: SelectOption[] } | { attempt: number; failed: true; failure: CallFailure | undefined };

/**
 * Options given as a list, or loaded by `load` (once `active`), with the loading, empty and
 * failed states a select shows (`failure`: the call and field when the server's answer drifted or
 * its call failed with an HTTP status, issue 47). `retry` loads again after a failure. The status is derived from
 * the last outcome and the current attempt, so no state is set synchronously in an effect.
 */
export function useAsyncOptions(options: readonly SelectOption[] | undefined, load: (() => Promise<readonly SelectOption[]>) | undefined, active: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const settled = outcome?.attempt === attempt;
  useEffect(() => {
    if (!load || !active || settled) return undefined;
    let current = true;
    load().then(
      (rows) => { if (current) setOutcome({ attempt, options: normaliseOptions(rows) }); },
      (error: unknown) => { if (current) setOutcome({ attempt, failed: true, failure: callFailureOf(error) }); },
    );
    return () => { current = false; };
  }, [load, active, attempt, settled]);
  const retry = useCallback(() => { setAttempt((n) => n + 1); }, []);
  if (!load) return { options: normaliseOptions(options ?? []), status: 'ready' as OptionsStatus, retry, failure: undefined };
  let status: OptionsStatus = active ? 'loading' : 'idle';
  if (settled) status = 'failed' in outcome ? 'failed' : 'ready';
  const loaded = settled && 'options' in outcome ? outcome.options : [];
  const failure = settled && 'failed' in outcome ? outcome.failure : undefined;
  return { options: loaded, status, retry, failure };
}
