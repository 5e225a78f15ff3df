import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Select } from '@wms/ui-core';
import { useLabels } from '../hooks/useInboundQueries';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import type { ReceiptLine } from '../model/receipt';

export interface QcDialogProps {
  line: ReceiptLine;
  /** The QC result being sent, if any. */
  busy?: 'qcPass' | 'qcFail';
  /** The results the user may give. */
  allowed: { pass: boolean; fail: boolean };
  onPass: () => void;
  /** Fail with a disposition (dictionary `disposition`), which is required. */
  onFail: (disposition: string) => void;
  onCancel: () => void;
}

/** The QC result of a received line: pass, or fail with its disposition. */
export function QcDialog({ line, busy, allowed, onPass, onFail, onCancel }: QcDialogProps) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const { options } = useLabels();
  const [disposition, setDisposition] = useState('');
  const [missing, setMissing] = useState(false);
  const fail = () => {
    if (!disposition) { setMissing(true); return; }
    onFail(disposition);
  };
  return (
    <Dialog
      open
      title={t('detail.qcTitle', { line: line.receiptlinenumber, sku: line.sku })}
      width={440}
      closeOnEscape
      onOpenChange={(open) => { if (!open) onCancel(); }}
      footer={(
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          {allowed.fail ? <Button variant="danger" loading={busy === 'qcFail'} disabled={busy === 'qcPass'} onClick={fail}>{t('detail.qcFail')}</Button> : null}
          {allowed.pass ? <Button variant="primary" loading={busy === 'qcPass'} disabled={busy === 'qcFail'} onClick={onPass}>{t('detail.qcPass')}</Button> : null}
        </>
      )}
    >
      <p>{t('detail.qcText', { qty: line.qtyreceived })}</p>
      {allowed.fail ? (
        <Select
          label={t('fields.disposition')}
          description={t('detail.dispositionHelp')}
          options={options('disposition')}
          value={disposition}
          onChange={(value) => { setDisposition(String(value)); setMissing(false); }}
          errorMessage={missing ? t('detail.dispositionRequired') : undefined}
          width={320}
        />
      ) : null}
    </Dialog>
  );
}
