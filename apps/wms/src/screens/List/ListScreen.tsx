import { useState } from 'react';
import { useAppNavigate } from '../../routes/navigation';
import type { ScreenProps } from '../../routes/types';
import { drawerHref } from './drawerHref';
import { ListView } from './ListView';
import type { DrawerState } from './RecordDrawer';

/**
 * A list route. With a companion drawer route (list name + Deawer) create, edit and info go to
 * that route, so the drawer has an address; otherwise the drawer opens over the list in place.
 */
export default function ListScreen({ route, title }: ScreenProps) {
  const navigate = useAppNavigate();
  const [drawer, setDrawer] = useState<DrawerState>();
  const drawerPath = route.screen.type === 'list' ? route.screen.drawerPath : undefined;
  return (
    <ListView
      route={route}
      title={title}
      drawer={drawerPath ? undefined : drawer}
      onDrawerChange={(next) => {
        if (drawerPath && next) navigate(drawerHref(drawerPath, next));
        else setDrawer(next);
      }}
    />
  );
}
