import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@wms/ui-core';
import type { MapProvider } from '../../model/map';
import type { FormItem } from '../../model/types';
import { MapPicker } from '../MapPicker';
import { Row, SideButton } from './TableItem';

/** A `map` item: the address text, filled with street plus number by the map picker. */
export function MapItem({ item, value, onChange, errorMessage, width, provider }: {
  item: FormItem;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  width: number;
  provider: MapProvider | undefined;
}) {
  const { t } = useTranslation('form');
  const [open, setOpen] = useState(false);
  const label = item.label ?? '';
  return (
    <Row>
      <Input label={label} width={width - 36} value={value} onChange={onChange} errorMessage={errorMessage} disabled={item.disabled} />
      <SideButton type="button" aria-label={t('item.pickOnMap', { label })} disabled={item.disabled || !provider} onClick={() => { setOpen(true); }}>
        <span aria-hidden="true">◎</span>
      </SideButton>
      {provider ? <MapPicker open={open} onOpenChange={setOpen} provider={provider} onConfirm={(address) => { onChange(address); }} /> : null}
    </Row>
  );
}
