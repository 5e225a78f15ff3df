/** @wms/print/simulator: a print plug-in simulator for tests, Storybook and demos (Node only). */
export { PluginSimulator } from './PluginSimulator.ts';
export type { SimulatorOptions, ReceivedRequest } from './PluginSimulator.ts';
/** A request the plug-in receives (the protocol's message). */
export type { Request as PluginRequest, Command as PluginCommand } from '../model/protocol.ts';
export { COMMANDS } from '../model/protocol.ts';
