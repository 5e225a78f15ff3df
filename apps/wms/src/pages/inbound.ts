import type { PageLoaders } from './types';

/** The inbound area's bespoke pages, by route path; each is its own chunk. */
export const inboundPages: PageLoaders = {
  '/receiptDetail': () => import('../inbound/receiptDetail/ReceiptDetailPage'),
  '/app/barcode': () => import('../inbound/barcode/BarcodePage'),
  '/app/barcodeprint': () => import('../inbound/barcodePrint/BarcodePrintPage'),
  '/app/returnAdvance': () => import('../inbound/returnAdvance/ReturnAdvancePage'),
  '/app/Reversal': () => import('../inbound/reversal/ReversalPage'),
};
