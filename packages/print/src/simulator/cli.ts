/**
 * Runs the plug-in simulator on the plug-in's own port (or `--port N`) until stopped, for
 * Storybook's dev set-up and the reference server's demo:
 *
 *   node packages/print/src/simulator/cli.ts [--port 6459] [--drop 0.05] [--latency 5,40]
 */
import { parseArgs } from 'node:util';
import { PLUGIN_PORT } from '../model/constants.ts';
import { PluginSimulator } from './PluginSimulator.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(PLUGIN_PORT) },
    drop: { type: 'string', default: '0' },
    latency: { type: 'string', default: '5,40' },
  },
});
const [min = 5, max = 40] = values.latency.split(',').map(Number);
const simulator = new PluginSimulator({ port: Number(values.port), dropRate: Number(values.drop), latencyMs: [min, max] });
await simulator.start();
process.stdout.write(`print plug-in simulator on ${simulator.url}\n`);
const stop = (): void => { void simulator.stop().then(() => process.exit(0)); };
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
