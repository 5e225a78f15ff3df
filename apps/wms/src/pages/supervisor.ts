import type { PageLoaders } from './types';

const permissions = () => import('../supervisor/permissions/PermissionPage');

/** The supervisor area's bespoke pages, by route path; each is its own chunk. */
export const supervisorPages: PageLoaders = {
  '/buttonPermission': permissions,
  '/menuPermission': permissions,
  '/rolePermission': permissions,
};
