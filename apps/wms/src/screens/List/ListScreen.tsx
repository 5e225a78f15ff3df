import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../routes/navigation';
import type { AppRoute, ScreenProps } from '../../routes/types';
import { drawerHref, drawerStateOf } from './drawerHref';
import { ListView } from './ListView';
import type { DrawerState } from './RecordDrawer';

export interface ListScreenProps extends ScreenProps {
  /**
   * The companion drawer route (`/asnDeawer?mode=edit&id=7`) when it is the one shown: the list
   * with the drawer form open over it, the record in the address.
   */
  drawerRoute?: AppRoute;
}

/**
 * A list route, and its companion drawer route (list name + Deawer). Both render this one
 * component under the list's key, so going from the list to its drawer and back keeps the list
 * mounted: its filters, page and anything typed stay as they are (meta noClear), and nothing is
 * loaded again. With a companion route, create, edit and info go to that route so the drawer has
 * an address; otherwise the drawer opens over the list in place.
 */
export default function ListScreen({ route, title, drawerRoute }: ListScreenProps) {
  const navigate = useAppNavigate();
  const location = useLocation();
  const [drawer, setDrawer] = useState<DrawerState>();
  const drawerPath = drawerRoute?.path ?? (route.screen.type === 'list' ? route.screen.drawerPath : undefined);
  return (
    <ListView
      route={route}
      title={title}
      drawer={drawerPath ? (drawerRoute ? drawerStateOf(location.search) : undefined) : drawer}
      onDrawerChange={(next) => {
        if (drawerPath) navigate(next ? drawerHref(drawerPath, next) : route.path);
        else setDrawer(next);
      }}
    />
  );
}
