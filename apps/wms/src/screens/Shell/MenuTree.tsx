import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Loading, Tree, type TreeNode } from '@wms/ui-core';
import type { MenuNode } from '@wms/api';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { findRoute } from '../../routes/routeTable';
import { useAppNavigate } from '../../routes/navigation';
import { FailureState } from '../../app/FailureState';

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

/**
 * The tree itself, rendered again only when the menu's items, its language or its first
 * expansion change: not on every navigation. The shell renders again on each route change, and
 * react-aria's tree builds its whole collection again on a render (some 500 nodes for a full
 * menu: about 250 ms of a route change at the desk, issue 20's route-change figure).
 */
const MenuView = memo(Tree);

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
  // The current entry's area starts expanded: the one current when the menu arrives (again after
  // a language or warehouse switch; the tree keeps the user's expansions in between, and in the
  // narrow layout it mounts anew each time the drawer opens).
  const [expanded, setExpanded] = useState<{ menu: MenuNode[]; ids: string[] }>();
  if (data && expanded?.menu !== data) setExpanded({ menu: data, ids: expandedFor(data, current) });
  // One function for the tree's life: the latest navigate is read when a screen is chosen.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });
  const open = useCallback((id: string) => {
    if (id.startsWith('/')) navigateRef.current(id);
  }, []);
  if (isLoading) return <Loading />;
  if (error) return <FailureState error={error} message={t('shell.menuFailed')} onRetry={() => void mutate()} />;
  return (
    <MenuView
      aria-label={t('shell.menu')}
      items={items}
      // No selection mode: in react-aria's tree a click on a selectable row selects it instead of
      // raising onAction, and the menu must open the screen on a click. The open tab shows where
      // the user is.
      defaultExpanded={expanded?.ids}
      onAction={open}
    />
  );
}
