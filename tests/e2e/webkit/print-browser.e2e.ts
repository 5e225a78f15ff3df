// The print-from-any-device e2e in WebKit (tests/e2e/engines.ts): every print button reaches the browser path.
import { selectEngine } from '../engines.ts';

selectEngine('webkit');
await import('../print-browser.e2e.ts');
