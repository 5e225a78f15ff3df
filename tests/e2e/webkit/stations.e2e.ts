// The station's scanner burst in WebKit, its network cut by tests/e2e/networkCut.ts (tests/e2e/engines.ts).
import { selectEngine } from '../engines.ts';

selectEngine('webkit');
await import('../stations.e2e.ts');
