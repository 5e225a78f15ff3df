import { QUERY_ACTIONS, type AreaConfig } from './types';

const queries = ['/app/itrn', '/app/inventorySearch', '/app/vibdetail', '/app/invSernumTransaction', '/app/invSernumRecord', '/app/inventory/mirror', '/app/capacity', '/app/tachikuinventorySearch', '/DcDeliveryInventory', '/app/queryreplenish/list', '/app/bhclQuery/list', '/app/bhrwscQuery/list'];

/** Inventory and tasks (CONTRACT.md §B2). */
export const inventory: AreaConfig = {
  id: 'inventory',
  lists: {
    ...Object.fromEntries(queries.map((path) => [path, { actions: QUERY_ACTIONS }])),
    // A phone's card: the item, then where it is and how many (the columns start with the owner).
    '/app/inventorySearch': { actions: QUERY_ACTIONS, cards: { title: 'sku', fields: ['loc', 'qty', 'lot', 'storerkey', 'descr', 'qtyallocated'] } },
  },
};
