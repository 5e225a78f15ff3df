// The route crawl in Firefox (tests/e2e/engines.ts).
import { selectEngine } from '../engines.ts';

selectEngine('firefox');
await import('../crawl.e2e.ts');
