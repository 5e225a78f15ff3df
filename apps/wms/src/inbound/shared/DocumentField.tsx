import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '@wms/ui-core';
import { CameraButton } from '../../camera/CameraButton';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import { Bar, Note } from './layout';

export interface DocumentFieldProps {
  /** The field's label (a receipt number, an order number...). */
  label: string;
  /** The document open now: the field starts with it and takes it again when it changes. */
  value: string;
  /** Opens what was typed or scanned (Enter or the button). */
  onOpen: (typed: string) => void;
  /** Takes the focus when the page opens (a scanner types into the focused field). */
  autoFocus?: boolean;
  busy?: boolean;
}

/**
 * The scan-or-type field of a document number: a barcode scanner types the number and presses
 * Enter, which opens it; the button does the same for a mouse; the camera beside them reads a
 * label and opens it too. Focus stays in the field.
 */
export function DocumentField({ label, value, onOpen, autoFocus = false, busy = false }: DocumentFieldProps) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const [typed, setTyped] = useState(value);
  const field = useRef<HTMLInputElement>(null);
  // A newly opened document (a pick from a list, the address) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  useEffect(() => { if (autoFocus) field.current?.focus(); }, [autoFocus]);
  const open = () => {
    onOpen(typed.trim());
    field.current?.select();
  };
  return (
    <div>
      <Bar>
        <Input ref={field} label={label} value={typed} onChange={setTyped} onSubmit={open} width={260} />
        <Button variant="primary" loading={busy} onClick={open}>{t('common.open')}</Button>
        <CameraButton compact field={label} onCode={(code) => { setTyped(code); onOpen(code.trim()); }} />
      </Bar>
      <Note>{t('common.scanHint')}</Note>
    </div>
  );
}
