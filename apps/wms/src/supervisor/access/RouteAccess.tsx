import type { ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { ensureSupervisorCatalogue } from '../i18n/catalogue';
import { isRefused } from '../model/access';
import { NoAccess } from './NoAccess';

/**
 * Shows 'Have no access' instead of a route the user's menus do not hold (opened by address).
 * Reads the same cached menu call as the shell's menu tree (one request).
 */
export function RouteAccess({ route, title, children }: { route: { path: string; kind: string }; title: string; children: ReactNode }) {
  const { api } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  const { data } = useSWR<MenuNode[], Error>(session.user ? ['userMenus', i18n.language, session.wmsId] : null, () => api.userMenus());
  if (isRefused(route, data)) return <NoAccess title={title} />;
  return children;
}
