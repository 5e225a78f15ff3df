import { QUERY_ACTIONS, type AreaConfig } from './types';

const review = ['/MULTICHECK', '/RTXORHECK', '/RTXSTYLEID', '/PACKCHECK', '/SEEDFORM', '/WEIGHFORM', '/RTXRETURNONESCAN', '/STORECHECK', '/MANGDANCHECK', '/MANGDUOCHECK', '/STOREMANGCHECK', '/PHYSFRAME', '/app/rtxcustquery', '/app/focusship_kd', '/app/focusship_wl', '/app/iframe'];

/** Outbound: orders, picking, re-check, shipping (CONTRACT.md §B2). */
export const outbound: AreaConfig = {
  id: 'outbound',
  lists: {
    '/app/ckddDetail': { actions: QUERY_ACTIONS },
    '/app/seedingDetails': { actions: QUERY_ACTIONS },
    '/app/unallocateorder': { actions: QUERY_ACTIONS },
    '/app/outSernumRecord': { actions: QUERY_ACTIONS },
    '/outboundBoxDetails': { actions: QUERY_ACTIONS },
    // A phone's cards: how many and for whom before the external numbers and dates.
    '/app/orders/list': { cards: { title: 'orderkey', fields: ['storerkey', 'ordertype', 'qtyordered', 'qtypicked', 'c_company', 'requestedshipdate'] } },
    // Where to go and how many, before the order it serves.
    '/app/pick': { cards: { title: 'pickdetailkey', fields: ['loc', 'qty', 'sku', 'toloc', 'orderkey', 'storerkey'] } },
  },
  // The re-check and weighing programs are separate programs on the warehouse floor; their
  // addresses are the site's, so none is configured here (the screen says so).
  frames: Object.fromEntries(review.map((path) => [path, {}])),
};
