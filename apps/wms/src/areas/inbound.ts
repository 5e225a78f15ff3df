import { QUERY_ACTIONS, type AreaConfig } from './types';

/** Inbound: receipts, purchase orders, QC, returns (CONTRACT.md §B2). */
export const inbound: AreaConfig = {
  id: 'inbound',
  lists: {
    '/app/receiptdetailQuery/list': { actions: QUERY_ACTIONS },
    '/app/inSernumRecord': { actions: QUERY_ACTIONS },
    '/app/asn/passive': { actions: QUERY_ACTIONS },
    // A phone's card: whose, what kind and how many expected and received.
    '/app/asn/list': { cards: { title: 'receiptkey', fields: ['storerkey', 'receipttype', 'totalqtyexpected', 'totalqtyreceived', 'externreceiptkey', 'door'] } },
  },
  frames: {
    '/app/asn/returnIn': {},
    '/app/scanGather': {},
    '/app/scanRetreat': {},
  },
};
