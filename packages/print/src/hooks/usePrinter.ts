import { useCallback, useSyncExternalStore } from 'react';
import type { ConnectionState, PrintClient, SendOptions } from '../client/PrintClient';
import type { Command, CommandResult } from '../model/protocol';

/** What {@link usePrinter} needs of a client: {@link PrintClient} or a fake one in stories and tests. */
export type PrinterConnection = Pick<PrintClient, 'state' | 'subscribe' | 'send' | 'connect'>;

/** What {@link usePrinter} gives a component. */
export interface UsePrinterResult {
  /** The connection state, re-rendering on every change. */
  state: ConnectionState;
  /** Sends a command (see PrintClient.send). */
  send: <T = unknown>(cmd: Command, data?: unknown, options?: SendOptions) => Promise<CommandResult<T>>;
  /** Connects (or reconnects) now. */
  reconnect: () => Promise<void>;
}

/**
 * The print plug-in for a component: its connection state and commands.
 *
 * @example
 * const { state, send, reconnect } = usePrinter(printClient);
 * <PrinterStatus state={state} onReconnect={() => void reconnect()} />
 */
export function usePrinter(client: PrinterConnection): UsePrinterResult {
  const subscribe = useCallback((onChange: () => void) => client.subscribe(onChange), [client]);
  const state = useSyncExternalStore(subscribe, () => client.state, () => client.state);
  const send = useCallback(<T,>(cmd: Command, data?: unknown, options?: SendOptions) => client.send<T>(cmd, data, options), [client]);
  const reconnect = useCallback(() => client.connect(), [client]);
  return { state, send, reconnect };
}
