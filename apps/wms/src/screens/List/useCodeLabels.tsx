import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { Option, WmsApi } from '@wms/api';
import type { RenderCell } from '@wms/ui-grid';
import { labelOf, labelSources } from './model/codeLabels';
import type { ColumnDefinition } from '@wms/api';

/**
 * A `renderCell` for the DataGrid that shows the label of a coded cell (receipt type, source,
 * ...) from its column's JSON list or dictionary path, loaded once per path; a code that no
 * list holds, or a list that fails to load, is shown as the code.
 */
export function useCodeLabels<Row>(api: WmsApi, columns: readonly ColumnDefinition[], language: string): RenderCell<Row> {
  const sources = useMemo(() => labelSources(columns), [columns]);
  const paths = useMemo(() => [...new Set(Object.values(sources).flatMap((s) => (s.kind === 'path' ? [s.path] : [])))].sort(), [sources]);
  const loaded = useSWR(paths.length ? ['codeLabels', language, ...paths] : null, async () => {
    const lists = await Promise.all(paths.map((path) => api.searchOptions(path).catch((): Option[] => [])));
    return Object.fromEntries(paths.map((path, index) => [path, lists[index] ?? []]));
  });
  const byPath = loaded.data;
  const optionsByColumn = useMemo(() => {
    const out: Record<string, readonly Option[]> = {};
    for (const [code, source] of Object.entries(sources)) {
      out[code] = source.kind === 'list' ? source.options : (byPath?.[source.path] ?? []);
    }
    return out;
  }, [sources, byPath]);
  return useCallback<RenderCell<Row>>(({ column, value }) => labelOf(optionsByColumn[column.code], value), [optionsByColumn]);
}
