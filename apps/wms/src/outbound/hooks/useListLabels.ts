import { useMemo } from 'react';
import useSWR from 'swr';
import type { ListRecord } from '@wms/api';
import type { GridDataSource, RenderCell } from '@wms/ui-grid';
import { useServices } from '../../app/ServicesContext';
import { allColumns } from '../../screens/List/model/formItems';
import { useCodeLabels } from '../../screens/List/useCodeLabels';

/**
 * The labels of a server list's coded cells (task type, order type, ...) as the list screens
 * show them: the list's column configuration (the same SWR key as the grid's columns) read for
 * their option lists, through the list screens' own `useCodeLabels`.
 */
export function useListLabels(menuCode: string, source: Pick<GridDataSource<ListRecord>, 'loadColumns'>): RenderCell<ListRecord> {
  const { api, i18n } = useServices();
  const config = useSWR(['columns', menuCode, i18n.language], () => source.loadColumns());
  const columns = useMemo(() => (config.data ? allColumns(config.data) : []), [config.data]);
  return useCodeLabels<ListRecord>(api, columns, i18n.language);
}
