import type { PageLoaders } from './types';

const importPage = () => import('../import/ImportPage');

/** The imports area's bespoke pages, by route path; each is its own chunk. */
export const importsPages: PageLoaders = {
  '/app/customimport': importPage,
  // The outbound import drawer: the same page, the orders template chosen.
  '/importDeawer': importPage,
};
