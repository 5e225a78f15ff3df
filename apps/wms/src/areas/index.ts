import type { CardConfig, DateRangesOn } from '@wms/ui-grid';
import type { AreaId } from '../routes/types';
import { configuration } from './configuration';
import { inbound } from './inbound';
import { inventory } from './inventory';
import { outbound } from './outbound';
import { cyclecount, finance, importArea, other, security, system, top, waves } from './simpleAreas';
import { DEFAULT_DATE_RANGES_ON, LIST_ACTIONS, type AreaConfig, type FrameConfig, type ListAction } from './types';

export type { AreaConfig, FrameConfig, ListAction, ListConfig } from './types';
export { LIST_ACTIONS, SERVER_KEYS } from './types';

/** Every area's configuration. */
export const AREA_CONFIGS: Readonly<Record<AreaId, AreaConfig>> = {
  top, inbound, outbound, configuration, finance, system, inventory, cyclecount, waves, import: importArea, security, other,
};

/** The actions a list offers. */
export function listActions(area: AreaId, listPath: string): readonly ListAction[] {
  return AREA_CONFIGS[area].lists?.[listPath]?.actions ?? LIST_ACTIONS;
}

/** Which date-range filters of a list start ticked with last week. */
export function listDateRangesOn(area: AreaId, listPath: string): DateRangesOn {
  return AREA_CONFIGS[area].lists?.[listPath]?.dateRangesOn ?? DEFAULT_DATE_RANGES_ON;
}

/** What a list's cards show on a phone (default: the shown columns in order). */
export function listCards(area: AreaId, listPath: string): CardConfig | undefined {
  return AREA_CONFIGS[area].lists?.[listPath]?.cards;
}

/** The embedded program of a route (empty when it runs outside and is not configured). */
export function frameConfig(area: AreaId, path: string): FrameConfig {
  return AREA_CONFIGS[area].frames?.[path] ?? {};
}

/** The button of each toolbar action, as the server's button permissions name them. */
export const ACTION_BUTTONS: Readonly<Record<ListAction, string>> = { create: 'add', edit: 'edit', info: 'query', delete: 'delete', export: 'export' };

/**
 * The permission name of a list action, as POST /permission/buttons holds it
 * (`${menuCode}:${button}`, e.g. `asn:add`, `asn:query`, `asn:delete`).
 */
export function actionPermission(menuCode: string, action: ListAction): string {
  return `${menuCode}:${ACTION_BUTTONS[action]}`;
}
