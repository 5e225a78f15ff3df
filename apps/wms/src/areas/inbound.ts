import { CODE_RULE, POSITIVE_RULE, QUERY_ACTIONS, type AreaConfig } from './types';

/** Inbound: receipts, purchase orders, QC, returns (CONTRACT.md §B2). */
export const inbound: AreaConfig = {
  id: 'inbound',
  lists: {
    '/app/receiptdetailQuery/list': { actions: QUERY_ACTIONS },
    '/app/inSernumRecord': { actions: QUERY_ACTIONS },
    '/app/asn/passive': { actions: QUERY_ACTIONS },
  },
  forms: {
    '/app/asn/list': {
      readOnly: ['receiptkey', 'status', 'receiptdate', 'totalqtyreceived'],
      // status: a new ASN is new (0); its status moves by receiving, not by editing.
      required: ['storerkey', 'receipttype', 'orderdate', 'expectedreceiptdate'],
      rules: { externreceiptkey: [CODE_RULE] },
    },
    '/app/po/list': { readOnly: ['pokey', 'status'], rules: { qtyordered: [POSITIVE_RULE] } },
    '/app/overcharge/list': { readOnly: ['overchargekey'], rules: { overchargeqty: [POSITIVE_RULE] } },
  },
  frames: {
    '/app/asn/returnIn': {},
    '/app/scanGather': {},
    '/app/scanRetreat': {},
  },
};
