import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@wms/api';
import { Loading, PartBoundary, Tabs } from '@wms/ui-core';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { menuPaths } from '../model/access';

/**
 * Who sees the tab: the users whose menus hold the security area's permission pages, as the
 * other administration screens are granted (the server grants that area to administrators).
 */
export const DRIFT_ADMIN_PATH = '/rolepermission';

/** The tabs' ids (not shown). */
const TAB = { settings: 'settings', drift: 'drift' } as const;

const LazyDriftPage = lazy(() => import('./DriftPage').then((m) => ({ default: m.DriftPage })));

/** Whether the user's menus make them an administrator of this app. */
export function isDriftAdmin(menus: readonly MenuNode[] | undefined): boolean {
  return menus ? menuPaths(menus).has(DRIFT_ADMIN_PATH) : false;
}

/**
 * System settings (/app/systemset): its list, and for an administrator a second tab with what
 * this browser saw of the server answering differently from the contract, per call (issue 47).
 */
export function SystemSettings({ list }: { list: ReactNode }) {
  const { api, drift } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  // The same cached call as the menu tree and the route guard (one request).
  const { data: menus } = useSWR<MenuNode[], Error>(session.user ? ['userMenus', i18n.language, session.wmsId] : null, () => api.userMenus());
  useSyncExternalStore((listener) => drift.subscribe(listener), () => drift.getVersion());
  if (!isDriftAdmin(menus)) return list;
  const count = drift.snapshot().length;
  return (
    <Tabs
      aria-label={t('drift.settings')}
      items={[
        { id: TAB.settings, title: t('drift.settings'), content: list },
        {
          id: TAB.drift,
          title: count > 0 ? t('drift.tabCount', { count }) : t('drift.tab'),
          content: (
            <PartBoundary label={t('drift.tab')}>
              <Suspense fallback={<Loading />}>
                <LazyDriftPage registry={drift} />
              </Suspense>
            </PartBoundary>
          ),
        },
      ]}
    />
  );
}
