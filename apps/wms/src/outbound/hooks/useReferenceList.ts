import useSWR from 'swr';
import type { ListRecord } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';

/**
 * A small reference list a page chooses from (saved filters, wave strategies, open waves): its
 * first `size` rows, inactive ones left out, per warehouse and language (names come translated).
 */
export function useReferenceList<T>(path: string, map: (row: ListRecord) => T, extra?: Readonly<Record<string, string>>, size = 200) {
  const { api, i18n } = useServices();
  const { session } = useSession();
  return useSWR<T[], Error>(['outbound:reference', path, JSON.stringify(extra ?? {}), session.wmsId, i18n.language], async () => {
    const page = await api.queryList({ path, pageNum: 1, pageSize: size, filters: [], ...(extra ? { extra } : {}) });
    return page.rows.filter((row) => row.active !== '0').map(map);
  });
}
