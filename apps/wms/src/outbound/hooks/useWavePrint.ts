import { useEffect, useRef, useState } from 'react';
import { usePrintRun } from '../../supervisor/print/usePrintRun';
import type { PrintStep } from '../model/waveDocs';

/** How a whole print ended. */
export type WavePrintEnd =
  | { ok: true; documents: number }
  /**
   * A run did not print (the plug-in's or agent's answer is in `run.outcome`), or its marking was
   * refused. `partly`: the plug-in printed some of the run's documents whole and refused the rest;
   * those printed were marked (`marked`), the rest were not.
   */
  | { ok: false; kind: PrintStep['kind']; marked: boolean; message?: string; partly?: { printed: number; total: number } };

/**
 * Prints a wave's documents as a chain of runs through the app's one print path (usePrintRun:
 * the plug-in in batches of 10 documents and 6 labels with progress, jobs re-sent with their ids
 * after a reconnect so none prints twice, else the local agent), one run a kind. After each run
 * that printed, `mark` records its documents printed on the server before the next run starts;
 * a run that did not print, or a refused mark, stops the chain, so nothing is marked that did not
 * print and the next Print sends only what is still unmarked. When the plug-in refuses some of a
 * run's jobs, the documents it printed whole are marked before the chain stops, so the next Print
 * sends only the refused ones again. `onEnd` is called when a chain ends.
 *
 * Timeline of a chain: start → run 1 busy … done → mark(run 1) → run 2 busy … done → mark(run 2) → end.
 */
export function useWavePrint(mark: (step: PrintStep) => Promise<string | undefined>, onEnd?: () => void) {
  const run = usePrintRun();
  const queue = useRef<PrintStep[]>([]);
  const current = useRef<PrintStep>(undefined);
  const printed = useRef(0);
  const [step, setStep] = useState<{ kind: PrintStep['kind']; index: number; count: number }>();
  const [end, setEnd] = useState<WavePrintEnd>();
  const [marking, setMarking] = useState(false);
  const count = useRef(0);
  const markRef = useRef(mark);
  const endRef = useRef(onEnd);
  useEffect(() => { markRef.current = mark; endRef.current = onEnd; });

  const next = () => {
    const following = queue.current.shift();
    current.current = following;
    if (!following) {
      setStep(undefined);
      setEnd({ ok: true, documents: printed.current });
      endRef.current?.();
      return;
    }
    setStep({ kind: following.kind, index: count.current - queue.current.length, count: count.current });
    void run.print(following.report, following.docids, following.labels);
  };

  // A run has ended when the print path is no longer busy while a step is under way.
  const { busy, outcome } = run;
  useEffect(() => {
    const finished = current.current;
    if (busy || !finished || !outcome || outcome.kind === 'progress') return;
    current.current = undefined;
    const succeeded = outcome.kind === 'done' || outcome.kind === 'agent';
    // The run's end is an event of the print path (outside React): it is answered after this
    // effect, as a callback would be, not by state set in the effect's body.
    void Promise.resolve().then(async () => {
      if (!succeeded) {
        queue.current = [];
        const printedWhole = outcome.printed ?? [];
        let end: WavePrintEnd = { ok: false, kind: finished.kind, marked: false };
        if (printedWhole.length) {
          setMarking(true);
          const refusal = await markRef.current({ ...finished, docids: [...printedWhole] });
          setMarking(false);
          end = refusal === undefined
            ? { ok: false, kind: finished.kind, marked: true, partly: { printed: printedWhole.length, total: finished.docids.length } }
            : { ok: false, kind: finished.kind, marked: false, message: refusal };
        }
        setStep(undefined);
        setEnd(end);
        endRef.current?.();
        return;
      }
      setMarking(true);
      const refusal = await markRef.current(finished);
      setMarking(false);
      if (refusal !== undefined) {
        queue.current = [];
        setStep(undefined);
        setEnd({ ok: false, kind: finished.kind, marked: false, message: refusal });
        endRef.current?.();
        return;
      }
      printed.current += finished.docids.length;
      next();
    });
    // `next` reads refs only; the effect runs when a run's busy flag or answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy, outcome]);

  const start = (steps: readonly PrintStep[]) => {
    if (current.current || steps.length === 0) return;
    queue.current = [...steps];
    count.current = steps.length;
    printed.current = 0;
    setEnd(undefined);
    run.setOutcome(undefined);
    next();
  };

  return { state: run.state, pluginSeen: run.pluginSeen, choice: run.choice, output: run.output, run, reconnect: run.reconnect, outcome: run.outcome, busy: run.busy || marking || step !== undefined, step, end, start };
}
