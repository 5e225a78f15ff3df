/** @wms/print/simulator: a print plug-in simulator for tests, Storybook and demos (Node only). */
export { PluginSimulator } from './PluginSimulator.ts';
export type { SimulatorOptions, ReceivedRequest } from './PluginSimulator.ts';
