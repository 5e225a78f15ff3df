import type { PageLoaders } from './types';

/** The outbound area's bespoke pages, by route path; each is its own chunk. */
export const outboundPages: PageLoaders = {};
