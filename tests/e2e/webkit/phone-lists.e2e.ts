// Lists on a phone in WebKit (tests/e2e/engines.ts, tests/e2e/webkit.ts).
import { selectEngine } from '../engines.ts';

selectEngine('webkit');
await import('../phone-lists.e2e.ts');
