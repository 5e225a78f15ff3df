import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_NAMESPACE } from '../../i18n/catalogue';
import { useAppNavigate } from '../../routes/navigation';
import { findRoute } from '../../routes/routeTable';
import type { ScreenProps } from '../../routes/types';
import { drawerHref, drawerStateOf } from '../List/drawerHref';
import { ListView } from '../List/ListView';

/**
 * A drawer route (`/asnDeawer?mode=edit&id=7`): its list, with the drawer form open over it;
 * closing goes back to the list, which kept its filters and page (meta noClear).
 */
export default function DrawerScreen({ route }: ScreenProps) {
  const { t } = useTranslation(APP_NAMESPACE);
  const location = useLocation();
  const navigate = useAppNavigate();
  const listPath = route.screen.type === 'drawer' ? route.screen.listPath : '';
  const list = findRoute(listPath);
  if (!list) throw new Error(`no list ${listPath} for ${route.path}`);
  return (
    <ListView
      route={list}
      title={t(list.titleKey)}
      drawer={drawerStateOf(location.search)}
      onDrawerChange={(next) => {
        navigate(next ? drawerHref(route.path, next) : listPath);
      }}
    />
  );
}
