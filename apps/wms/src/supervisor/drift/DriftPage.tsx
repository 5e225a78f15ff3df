import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DriftRegistry } from '@wms/api';
import { Button, useMessage } from '@wms/ui-core';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../i18n/catalogue';

const Box = styled.section`
  padding: 4px 0;
  h3 { margin: 0 0 4px; }
  p { margin: 4px 0 8px; color: ${({ theme }) => theme.palette.textMuted}; }
  .bar { display: flex; gap: 8px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
  table { border-collapse: collapse; width: 100%; font-size: 13px; }
  th, td { border: 1px solid ${({ theme }) => theme.palette.border}; padding: 4px 8px; text-align: left; vertical-align: top; }
  th { background: #f6f8fa; white-space: nowrap; }
  td.call, td.when { white-space: nowrap; }
  td.count { text-align: right; font-variant-numeric: tabular-nums; }
  code { font-family: ${({ theme }) => theme.typography.fontFamilyMono}; overflow-wrap: anywhere; }
  ul { margin: 0; padding-inline-start: 16px; }
  textarea { width: 100%; min-height: 140px; font-family: ${({ theme }) => theme.typography.fontFamilyMono}; font-size: 12px; }
`;

/** The report for the server's team: a heading line (when, where) and the registry's records. */
export function driftReportText(registry: DriftRegistry, at: Date, origin: string): string {
  return [`# contract drift seen by the WMS front end at ${origin}, ${at.toISOString()}`, registry.report()].join('\n');
}

/** The browser's clipboard; refused where there is none (an insecure origin) or no permission. */
function writeToClipboard(text: string): Promise<void> {
  const clipboard = (globalThis.navigator as Navigator | undefined)?.clipboard;
  return clipboard ? clipboard.writeText(text) : Promise.reject(new Error('no clipboard'));
}

/**
 * What this browser has seen of the server answering differently from the contract (issue 47):
 * per call, how often and the last example (JSON path, expected, got), for an administrator; the
 * report copied for the server's team (or shown to copy by hand where the clipboard is refused).
 */
export function DriftPage({ registry, now = () => new Date(), origin = globalThis.location.origin, writeText = writeToClipboard }: {
  registry: DriftRegistry;
  now?: () => Date;
  /** Where this front end runs, named in the report's heading (the page's origin, by default). */
  origin?: string;
  /** Puts the report on the clipboard (the browser's, by default); a rejection shows it to copy by hand. */
  writeText?: (text: string) => Promise<void>;
}) {
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const message = useMessage();
  const titleId = useId();
  useSyncExternalStore((listener) => registry.subscribe(listener), () => registry.getVersion());
  const records = registry.snapshot();
  const [manual, setManual] = useState<string>();
  const copy = () => {
    const text = driftReportText(registry, now(), origin);
    writeText(text).then(
      () => { setManual(undefined); message.success(t('drift.copied', { count: records.length })); },
      () => { setManual(text); },
    );
  };
  const when = (ms: number) => new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(ms));
  return (
    <Box aria-labelledby={titleId} data-state={records.length ? 'drift-records' : 'drift-none'}>
      <h3 id={titleId}>{t('drift.title')}</h3>
      <p>{t('drift.intro')}</p>
      {records.length === 0 ? (
        <p role="status">{t('drift.none')}</p>
      ) : (
        <>
          <div className="bar">
            <Button variant="primary" onClick={copy}>{t('drift.copy')}</Button>
            <Button onClick={() => { registry.clear(); setManual(undefined); }}>{t('drift.clear')}</Button>
          </div>
          {manual === undefined ? null : (
            <label>
              {t('drift.copyByHand')}
              <textarea readOnly value={manual} onFocus={(event) => { event.currentTarget.select(); }} />
            </label>
          )}
          <table aria-label={t('drift.title')}>
            <thead>
              <tr>
                <th scope="col">{t('drift.call')}</th>
                <th scope="col">{t('drift.answer')}</th>
                <th scope="col">{t('drift.count')}</th>
                <th scope="col">{t('drift.lastAt')}</th>
                <th scope="col">{t('drift.last')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.key}>
                  <td className="call"><code>{record.key}</code></td>
                  <td><code>{record.call.answer}</code></td>
                  <td className="count">{record.count}</td>
                  <td className="when">{when(record.lastAt)}</td>
                  <td>
                    <ul>
                      {record.last.map((issue, i) => (
                        // A path may come twice with two findings: its place keeps the keys apart.
                        <li key={`${issue.path}-${String(i)}`}><code>{t('drift.issue', { path: issue.path, expected: issue.expected, got: issue.got })}</code></li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Box>
  );
}
