import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { readSession } from '@wms/api';
import { useSession } from '../app/session';
import { guard } from './guard';

/** The guard of CONTRACT.md §B2 around every route. */
export function Root() {
  const location = useLocation();
  const { clear } = useSession();
  const decision = guard(location.pathname, location.search, readSession().user);
  const clearing = decision.action === 'clearAndAllow';
  useEffect(() => {
    // Going to login clears the stored user.
    if (clearing) clear();
  }, [clearing, location.key, clear]);
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
