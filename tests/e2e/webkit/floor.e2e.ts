// The floor e2e in WebKit (tests/e2e/engines.ts, tests/e2e/webkit.ts).
import { selectEngine } from '../engines.ts';

selectEngine('webkit');
await import('../floor.e2e.ts');
