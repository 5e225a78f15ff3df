// The pwa e2e in Firefox (tests/e2e/engines.ts).
import { selectEngine } from '../engines.ts';

selectEngine('firefox');
await import('../pwa.e2e.ts');
