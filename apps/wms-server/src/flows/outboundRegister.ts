import { ORDER_OPERATIONS } from './outbound';
import { OUTBOUND_STATIONS } from './outboundStations';
import { registerOperations } from './registry';
import { registerStations } from './stations';
import { TASK_OPERATIONS } from './tasks';
import { WAVE_OPERATIONS } from './waves';

let registered = false;
/** Registers the outbound and wave operations and stations once (flows/index.ts calls it). */
export function registerOutboundFlows(): void {
  if (registered) return;
  registered = true;
  registerOperations(...ORDER_OPERATIONS, ...WAVE_OPERATIONS, ...TASK_OPERATIONS);
  registerStations(...OUTBOUND_STATIONS);
}
