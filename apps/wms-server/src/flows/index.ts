import { COUNT_OPERATIONS, COUNT_STATION } from './count';
import { INBOUND_EXTRA_OPERATIONS, RETURN_STATIONS } from './inboundExtras';
import { INBOUND_PAGE_OPERATIONS } from './inboundPages';
import { INVENTORY_OPERATIONS } from './inventory';
import { registerOutboundFlows } from './outboundRegister';
import { RECEIPT_OPERATIONS } from './receipt';
import { RECEIPT_SCAN_OPERATIONS } from './receiptScan';
import { RECEIVE_STATION } from './receiveStation';
import { registerOperations } from './registry';
import { registerStations } from './stations';

/**
 * Every flow file's operations and stations, registered once (FLOWS.md: add your file's list
 * here). Idempotent: the server may be started several times in one process (tests).
 */
let registered = false;
export function registerFlows(): void {
  if (registered) return;
  registered = true;
  registerOperations(...RECEIPT_OPERATIONS, ...RECEIPT_SCAN_OPERATIONS, ...INBOUND_EXTRA_OPERATIONS, ...INBOUND_PAGE_OPERATIONS, ...INVENTORY_OPERATIONS, ...COUNT_OPERATIONS);
  registerStations(RECEIVE_STATION, ...RETURN_STATIONS, COUNT_STATION);
  registerOutboundFlows();
}

export { registerFlowRoutes } from './http';
export { operationDefs, isShipperOperation } from './registry';
