import { useMemo } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading, Tree, type TreeNode } from '@wms/ui-core';
import type { MenuNode } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { findRoute } from '../../routes/routeTable';
import { useAppNavigate } from '../../routes/navigation';

/** Server menus → tree nodes: routes by their path (titled from our catalogue), areas by id. */
export function toTreeNodes(nodes: readonly MenuNode[], title: (node: MenuNode) => string): TreeNode[] {
  return nodes.map((node) => ({
    id: node.path ? node.path : `menu:${String(node.id)}`,
    label: title(node),
    children: node.children?.length ? toTreeNodes(node.children, title) : undefined,
  }));
}

/** The ids of the area nodes holding `path`, so that the current entry shows when the menu opens. */
export function expandedFor(nodes: readonly MenuNode[], path: string | undefined): string[] {
  if (!path) return [];
  const lower = path.toLowerCase();
  return nodes.filter((n) => n.children?.some((c) => c.path?.toLowerCase() === lower)).map((n) => (n.path ? n.path : `menu:${String(n.id)}`));
}

/** The menu tree of the user's menus (POST /menu/userMenus); a leaf opens its screen. */
export function MenuTree({ current }: { current?: string }) {
  const { api } = useServices();
  const { session } = useSession();
  const { t, i18n } = useTranslation(APP_NAMESPACE);
  const navigate = useAppNavigate();
  // Names arrive in the request's language: ask again when it changes.
  const { data, error, isLoading, mutate } = useSWR<MenuNode[], Error>(['userMenus', i18n.language, session.wmsId], () => api.userMenus());
  const items = useMemo(
    () =>
      toTreeNodes(data ?? [], (node) => {
        const route = node.path ? findRoute(node.path) : undefined;
        if (route) return t(route.titleKey);
        if (node.area && i18n.exists(`area.${node.area}`, { ns: APP_NAMESPACE })) return t(`area.${node.area}`);
        return node.name;
      }),
    [data, t, i18n],
  );
  if (isLoading) return <Loading />;
  if (error) return <ErrorState message={t('shell.menuFailed')} onRetry={() => void mutate()} />;
  return (
    <Tree
      aria-label={t('shell.menu')}
      items={items}
      // No selection mode: in react-aria's tree a click on a selectable row selects it instead of
      // raising onAction, and the menu must open the screen on a click. The open tab shows where
      // the user is; the current entry's area starts expanded.
      defaultExpanded={expandedFor(data ?? [], current)}
      onAction={(id) => {
        if (id.startsWith('/')) navigate(id);
      }}
    />
  );
}
