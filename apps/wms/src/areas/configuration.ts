import { CODE_RULE, type AreaConfig } from './types';

/** Configuration and master data (CONTRACT.md §B2). */
export const configuration: AreaConfig = {
  id: 'configuration',
  // Devices: the purchase and last-repair ranges describe the device, not recent work, so they
  // start unticked (the list opens with every device).
  lists: { '/app/bom/list': { dateRangesOn: false } },
  forms: {
    '/app/sku': { required: ['sku'], rules: { sku: [CODE_RULE] } },
    '/app/zone': { required: ['putawayzone'], rules: { putawayzone: [CODE_RULE] } },
    '/app/loc': { required: ['loc'] },
    '/app/owner': { required: ['storerkey'], rules: { storerkey: [CODE_RULE] } },
    '/app/inventoryholdcode': { rules: { code: [CODE_RULE] } },
    '/app/area': { rules: { areakey: [CODE_RULE] } },
  },
};
