// The station reloaded offline in Webkit, from the service worker's cache (tests/e2e/engines.ts, tests/e2e/networkCut.ts).
import { selectEngine } from '../engines.ts';

selectEngine('webkit');
await import('../pwa.e2e.ts');
