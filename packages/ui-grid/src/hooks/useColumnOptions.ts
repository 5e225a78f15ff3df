import { useEffect, useMemo, useState } from 'react';
import type { GridColumn } from '../model/columns';
import { isStatusField } from '../model/status';
import type { GridDataSource, GridOption } from '../model/types';

/**
 * The option lists of the status columns (status, orderfinishflag, receiptfinishflag), by
 * column code: a JSON list as it is, a '/'-path loaded once through the data source. The status
 * renderer looks labels up in them; a list that fails to load leaves the codes shown as codes.
 */
export function useStatusOptions(columns: readonly GridColumn[] | undefined, dataSource: Pick<GridDataSource<unknown>, 'loadOptions'>): Record<string, readonly GridOption[]> {
  const statusColumns = useMemo(() => (columns ?? []).filter((c) => isStatusField(c.code)), [columns]);
  const [loaded, setLoaded] = useState<Record<string, readonly GridOption[]>>({});

  useEffect(() => {
    let live = true;
    for (const column of statusColumns) {
      if (column.options.kind !== 'path') continue;
      const { code } = column;
      dataSource
        .loadOptions(column.options.path, {})
        .then((options) => {
          if (live) setLoaded((s) => ({ ...s, [code]: options }));
        })
        .catch(() => {
          // Codes stay visible as codes; the filter's own select shows the failure with a retry.
        });
    }
    return () => { live = false; };
  }, [statusColumns, dataSource]);

  return useMemo(() => {
    const byCode: Record<string, readonly GridOption[]> = {};
    for (const column of statusColumns) {
      byCode[column.code] = column.options.kind === 'list' ? column.options.options : (loaded[column.code] ?? []);
    }
    return byCode;
  }, [statusColumns, loaded]);
}
