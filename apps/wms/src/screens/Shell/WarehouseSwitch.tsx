import { memo } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Select, useMessage } from '@wms/ui-core';
import { isWmsError } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { APP_NAMESPACE } from '../../i18n/catalogue';

/**
 * The warehouse switch: the user's warehouses; choosing one stores wms and wmsId. A memo (it
 * takes no props), so the shell's render on each route change does not render it again.
 */
export const WarehouseSwitch = memo(function WarehouseSwitch() {
  const { api } = useServices();
  const { session, update } = useSession();
  const message = useMessage();
  const { t } = useTranslation(APP_NAMESPACE);
  const { data } = useSWR(['userWarehouses', session.user], () => api.userWarehouses());
  const options = (data ?? []).map((w) => ({ code: w.wmsId, description: w.name || w.wms }));
  if (session.wmsId && !options.some((o) => o.code === session.wmsId)) options.unshift({ code: session.wmsId, description: session.wms ?? session.wmsId });
  return (
    <Select
      aria-label={t('shell.warehouse')}
      width={160}
      clearable={false}
      value={session.wmsId}
      options={options}
      onChange={(value) => {
        if (typeof value !== 'string' || value === session.wmsId) return;
        api.switchWarehouse(value).then(
          (result) => {
            api.clearOptionCache();
            update({ wms: result.wms, wmsId: result.wmsId });
            message.success(t('shell.warehouseSwitched', { name: options.find((o) => o.code === value)?.description ?? result.wms }));
          },
          (error: unknown) => {
            if (isWmsError(error) && error.kind === 'unauthorized') return;
            message.error(isWmsError(error) && error.serverMessage ? error.serverMessage : { key: 'systemError' });
          },
        );
      }}
    />
  );
});
