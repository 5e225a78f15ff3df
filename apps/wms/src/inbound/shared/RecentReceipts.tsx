import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Loading, StatusTag } from '@wms/ui-core';
import { useLabels, useRecentReceipts } from '../hooks/useInboundQueries';
import { useErrorText } from '../hooks/useOperation';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import { Note, Panel, TableBox } from './layout';
import { statusIndex } from './ReceiptSummary';
import { FailureState } from '../../app/FailureState';

/**
 * The newest receipts a page can work on (by status), each with a button that opens it: a
 * receipt is picked without typing its number.
 */
export function RecentReceipts({ statuses, title, onPick, actionLabel }: { statuses: readonly string[]; title: string; onPick: (receiptkey: string) => void; actionLabel?: string }) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const { label } = useLabels();
  const errorText = useErrorText();
  const { data, error, mutate, isLoading } = useRecentReceipts(statuses);
  const headingId = useId();
  let body;
  if (error) body = <FailureState error={error} message={errorText(error)} onRetry={() => { void mutate(); }} />;
  else if (isLoading || !data) body = <Loading />;
  else if (data.length === 0) body = <Note>{t('common.noRecent')}</Note>;
  else {
    body = (
      <TableBox>
        <table aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('fields.receiptkey')}</th>
              <th scope="col">{t('fields.storerkey')}</th>
              <th scope="col">{t('fields.status')}</th>
              <th scope="col" className="num">{t('fields.totalqtyexpected')}</th>
              <th scope="col" className="num">{t('fields.totalqtyreceived')}</th>
              <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {data.map((r) => (
              <tr key={r.receiptkey}>
                <td>{r.receiptkey}</td>
                <td>{r.storerkey ?? ''}</td>
                <td><StatusTag index={statusIndex(r.status)}>{label('asn_status', r.status)}</StatusTag></td>
                <td className="num">{r.totalqtyexpected}</td>
                <td className="num">{r.totalqtyreceived}</td>
                <td>
                  <Button onClick={() => { onPick(r.receiptkey); }} aria-label={`${actionLabel ?? t('common.open')} ${r.receiptkey}`}>{actionLabel ?? t('common.open')}</Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    );
  }
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {body}
    </Panel>
  );
}
