import type { PageLoaders } from './types';

/** The imports area's bespoke pages, by route path; each is its own chunk. */
export const importsPages: PageLoaders = {};
