import type { PageLoaders } from './types';

const permissions = () => import('../supervisor/permissions/PermissionPage');
const reports = () => import('../supervisor/charts/ReportsPage');

/** The supervisor area's bespoke pages, by route path; each is its own chunk. */
export const supervisorPages: PageLoaders = {
  '/buttonPermission': permissions,
  '/menuPermission': permissions,
  '/rolePermission': permissions,
  '/index/testGrid': reports,
  '/app/chart/list': reports,
  '/index/static': reports,
  '/app/optimize': reports,
  '/app/warning': reports,
  '/app/supPrint': () => import('../supervisor/print/SupPrintPage'),
};
