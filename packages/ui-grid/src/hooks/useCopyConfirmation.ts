import { useCallback, useEffect, useState } from 'react';

/** The last copy: its text, and whether the clipboard took it. */
export interface CopyOutcome {
  ok: boolean;
  text: string;
}

/**
 * Copy on click with a visible confirmation: `copy(text)` writes through `copyText` and keeps
 * the outcome for `durationMs` (0: until the next copy), so the grid can say "copied" or, when
 * the browser refuses the clipboard, that it did not.
 */
export function useCopyConfirmation(copyText: (text: string) => Promise<void>, durationMs: number): { copied: CopyOutcome | undefined; copy: (text: string) => void } {
  const [copied, setCopied] = useState<CopyOutcome | undefined>();
  useEffect(() => {
    if (!copied || durationMs <= 0) return undefined;
    const timer = setTimeout(() => { setCopied(undefined); }, durationMs);
    return () => { clearTimeout(timer); };
  }, [copied, durationMs]);
  const copy = useCallback((text: string) => {
    copyText(text).then(() => { setCopied({ ok: true, text }); }, () => { setCopied({ ok: false, text }); });
  }, [copyText]);
  return { copied, copy };
}
