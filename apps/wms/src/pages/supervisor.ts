import type { PageLoaders } from './types';

/** The supervisor area's bespoke pages, by route path; each is its own chunk. */
export const supervisorPages: PageLoaders = {};
