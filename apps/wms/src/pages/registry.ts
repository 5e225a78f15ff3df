import { importsPages } from './imports';
import { inboundPages } from './inbound';
import { outboundPages } from './outbound';
import { supervisorPages } from './supervisor';
import type { PageLoaders } from './types';

/**
 * Every bespoke page of the app by route path. Each area keeps its own file so that its pages
 * are added without touching another's; a page route missing here shows 'not yet available'.
 */
export const PAGE_LOADERS: PageLoaders = { ...inboundPages, ...outboundPages, ...supervisorPages, ...importsPages };

/** Whether a page route has a screen of its own. */
export function hasPage(path: string): boolean {
  return Object.hasOwn(PAGE_LOADERS, path);
}
