/** @wms/print/simulator: a print plug-in simulator for tests, Storybook and demos (Node only). */
export { PluginSimulator } from './PluginSimulator';
export type { SimulatorOptions } from './PluginSimulator';
