import type { AreaConfig } from './types';

/** Configuration and master data (CONTRACT.md §B2). */
export const configuration: AreaConfig = {
  id: 'configuration',
  // Devices: the purchase and last-repair ranges describe the device, not recent work, so they
  // start unticked (the list opens with every device).
  lists: { '/app/bom/list': { dateRangesOn: false } },
};
