import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectionState, PrintClient } from '../client/PrintClient';
import type { Command, CommandResult } from '../model/protocol';

export interface UsePrinterResult {
  /** The connection state, re-rendering on every change. */
  state: ConnectionState;
  /** Sends a command (see PrintClient.send). */
  send: <T = unknown>(cmd: Command, data?: unknown, options?: { jobId?: string }) => Promise<CommandResult<T>>;
  /** Connects (or reconnects) now. */
  reconnect: () => Promise<void>;
}

/**
 * The print plug-in for a component: its connection state and commands.
 *
 * @example
 * const { state, send } = usePrinter(printClient);
 * <PrinterStatus state={state} onReconnect={reconnect} />
 */
export function usePrinter(client: PrintClient): UsePrinterResult {
  const subscribe = useCallback((onChange: () => void) => client.subscribe(onChange), [client]);
  const state = useSyncExternalStore(subscribe, () => client.state, () => client.state);
  const send = useCallback(<T,>(cmd: Command, data?: unknown, options?: { jobId?: string }) => client.send<T>(cmd, data, options), [client]);
  const reconnect = useCallback(() => client.connect(), [client]);
  return { state, send, reconnect };
}
