// The route crawl in WebKit (tests/e2e/engines.ts, tests/e2e/webkit.ts).
import { selectEngine } from '../engines.ts';

selectEngine('webkit');
await import('../crawl.e2e.ts');
