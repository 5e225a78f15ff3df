// The print-from-any-device e2e in Firefox (tests/e2e/engines.ts): every print button reaches the browser path.
import { selectEngine } from '../engines.ts';

selectEngine('firefox');
await import('../print-browser.e2e.ts');
