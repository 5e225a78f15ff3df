import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import styled from 'styled-components';
import { CORE_NAMESPACE } from '../../i18n/i18n';
import { callLabel, type CallFailure, type CallIssue } from '../../model/callFailure';
import driftZh from './i18n/zh.json';
import driftEn from './i18n/en.json';

/**
 * The notice's strings (`core:drift.*`) come with the notice, not with ui-core's catalogue: an
 * app's first route (the login form) loads the core catalogue and never shows a drift notice
 * (issue 47: the login route's JavaScript budget). Added to the core namespace on first render.
 */
export function ensureDriftStrings(instance: I18n): void {
  if (instance.getResource('zh', CORE_NAMESPACE, 'drift.title') !== undefined) return;
  instance.addResourceBundle('zh', CORE_NAMESPACE, { drift: driftZh }, true, false);
  instance.addResourceBundle('en', CORE_NAMESPACE, { drift: driftEn }, true, false);
}

const Box = styled.div<{ $compact: boolean }>`
  box-sizing: border-box;
  max-width: ${({ $compact }) => ($compact ? '100%' : 'min(100%, 720px)')};
  margin: ${({ $compact }) => ($compact ? '0' : '16px auto')};
  padding: ${({ $compact }) => ($compact ? '8px 10px' : '12px 16px')};
  border: 1px solid ${({ theme }) => theme.palette.message.warning.border};
  border-left-width: 4px;
  border-radius: 4px;
  background: ${({ theme }) => theme.palette.message.warning.background};
  color: ${({ theme }) => theme.palette.message.warning.text};
  font-size: ${({ $compact }) => ($compact ? '12px' : '13px')};
  line-height: 1.5;
  text-align: left;
  overflow-wrap: anywhere;
  white-space: normal;
  pointer-events: auto;

  .drift-head { font-weight: 600; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.95em; }
  details { margin-top: 4px; }
  summary { cursor: pointer; }
  summary:focus-visible, button:focus-visible { outline: 2px solid ${({ theme }) => theme.palette.message.warning.text}; outline-offset: 2px; }
  ul { margin: 4px 0 0; padding-left: 18px; }
  .drift-actions { margin-top: 6px; }
  button {
    font: inherit;
    padding: 2px 10px;
    border: 1px solid ${({ theme }) => theme.palette.message.warning.border};
    border-radius: 4px;
    background: #fff;
    color: inherit;
    cursor: pointer;
  }
`;

/** The shapes of the contract's words (`list of X`, `X or null`, `string "12x"` ...), each a catalogue template. */
const PATTERNS: readonly [RegExp, string, (m: RegExpExecArray, t: TFunction) => Record<string, string>][] = [
  // `X or null` binds loosest: `list of string or null` is a list, or null.
  [/^(.+) or null$/s, 'orNull', (m, t) => ({ value: word(t, m[1] ?? '') })],
  [/^list of (.+)$/s, 'listOf', (m, t) => ({ item: word(t, m[1] ?? '') })],
  [/^array \((\d+) items?\)$/, 'arrayOf', (m) => ({ count: m[1] ?? '' })],
  [/^object \{\}$/, 'objectEmpty', () => ({})],
  [/^object \{ (.*) \}$/s, 'objectWith', (m) => ({ keys: m[1] ?? '' })],
  [/^string (".*")$/s, 'stringSample', (m) => ({ sample: m[1] ?? '' })],
  [/^number (\S+)$/, 'numberSample', (m) => ({ sample: m[1] ?? '' })],
  [/^boolean (true|false)$/, 'booleanSample', (m) => ({ sample: m[1] ?? '' })],
  [/^one of (.+)$/s, 'oneOf', (m) => ({ options: m[1] ?? '' })],
  // The rows against the list's columns (@wms/api checkRowsAgainstColumns).
  [/^field (\S+) \(column "(.*)"\) in the rows$/s, 'fieldInRows', (m) => ({ field: m[1] ?? '', column: m[2] ?? '' })],
  [/^number \(column "(.*)" is numeric\)$/s, 'numberColumn', (m) => ({ column: m[1] ?? '' })],
];

/**
 * The contract's words for what was expected and what came (`@wms/api` writes them in English:
 * `list of string (a code)`, `object { OW001 }`, `missing`) in the current language: known words
 * and shapes from the catalogue, anything else as it came.
 */
function word(t: TFunction, value: string): string {
  const slug = value.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
  if (slug && slug.length <= 80 && t(`drift.word.${slug}`, { defaultValue: '' })) return t(`drift.word.${slug}`);
  for (const [pattern, key, values] of PATTERNS) {
    const match = pattern.exec(value);
    if (match) return t(`drift.word.${key}`, values(match, t));
  }
  return value;
}

function IssueLine({ issue, t }: { issue: CallIssue; t: TFunction }) {
  return <>{t('drift.issue', { path: issue.path, expected: word(t, issue.expected), got: word(t, issue.got) })}</>;
}

export interface DriftNoticeProps {
  /** The failure, from `callFailureOf(error)`. */
  failure: CallFailure;
  /** Offers a retry (load again). */
  onRetry?: () => void;
  /** Smaller, for a field's option list or a station's line; the default fills a grid's body or a panel. */
  compact?: boolean;
  /** Said before the message, e.g. which part of the screen could not be shown. */
  context?: ReactNode;
  className?: string;
}

/**
 * What a part of a screen shows when the server's answer to its call differs from the contract
 * (issue 47): which call and which field, in the user's language, the other differences and the
 * answer's contract name behind a "details" disclosure, and a retry. An HTTP failure of the call
 * (a list path answering 404) names the call and the status. The rest of the screen goes on.
 */
export function DriftNotice({ failure, onRetry, compact = false, context, className }: DriftNoticeProps) {
  const { t, i18n } = useTranslation(CORE_NAMESPACE);
  ensureDriftStrings(i18n);
  const call = callLabel(failure.call);
  let head: ReactNode;
  let details: ReactNode;
  if (failure.kind === 'drift') {
    const first = failure.issues[0] ?? { path: '$', expected: '', got: '' };
    head = t('drift.title', { call, path: first.path, expected: word(t, first.expected), got: word(t, first.got) });
    details = (
      <ul>
        {failure.issues.map((issue, i) => (
          // The same path may come twice with two findings: the index keeps keys apart.
          <li key={`${issue.path}-${String(i)}`}><code><IssueLine issue={issue} t={t} /></code></li>
        ))}
        {failure.call.answer ? <li>{t('drift.answer', { answer: failure.call.answer })}</li> : null}
      </ul>
    );
  } else {
    head = t('drift.http', { call, status: failure.status });
    details = (
      <ul>
        <li>{t('drift.httpDetail', { status: failure.status })}</li>
      </ul>
    );
  }
  const more = failure.kind === 'drift' && failure.issues.length > 1 ? t('drift.more', { count: failure.issues.length - 1 }) : null;
  return (
    <Box $compact={compact} className={className} role="alert" data-state={failure.kind === 'drift' ? 'drift' : 'call-failed'} data-call={call}>
      {context ? <div>{context}</div> : null}
      <div className="drift-head">{head}</div>
      {more ? <div>{more}</div> : null}
      <details>
        <summary>{t('drift.details')}</summary>
        {details}
      </details>
      {onRetry ? (
        <div className="drift-actions">
          <button type="button" onClick={onRetry}>{t('state.retry')}</button>
        </div>
      ) : null}
    </Box>
  );
}
