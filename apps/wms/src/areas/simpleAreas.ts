import { QUERY_ACTIONS, type AreaConfig } from './types';

/** Top level: login, registration, the shell and its console (pages only). */
export const top: AreaConfig = { id: 'top' };

/** Finance and master data: every list offers the full set of actions. */
export const finance: AreaConfig = { id: 'finance' };

/** System settings and tools; the archive-database tools run in an embedded frame. */
export const system: AreaConfig = {
  id: 'system',
  // Device lists: purchase and last-repair dates describe the device, not recent work, so
  // their ranges start unticked (the list opens with every device).
  lists: {
    '/app/rtxnewquery': { actions: QUERY_ACTIONS },
    '/app/checkstatus': { actions: QUERY_ACTIONS, dateRangesOn: false },
    '/app/checkbom/list': { dateRangesOn: false },
    '/app/scandevicerepair': { dateRangesOn: false },
  },
  frames: { '/app/RTXFEDNEWQUERY': {}, '/app/RTXFEDCUSTQUERY': {} },
};

/** Cycle count and transfer. */
export const cyclecount: AreaConfig = { id: 'cyclecount', lists: { '/app/ccmirroring/list': { actions: QUERY_ACTIONS } } };

/** Waves. */
export const waves: AreaConfig = { id: 'waves', lists: { '/app/notinwave': { actions: QUERY_ACTIONS } } };

/** Import by spreadsheet and barcode parse rules. */
export const importArea: AreaConfig = { id: 'import', lists: { '/app/comexcelimportresult': { actions: QUERY_ACTIONS } } };

/** Security: users, roles, menus. */
export const security: AreaConfig = { id: 'security' };

/** Other: tasks, reports, charts, external programs (/iframe takes its address from the query). */
export const other: AreaConfig = { id: 'other', frames: { '/iframe': {} } };
