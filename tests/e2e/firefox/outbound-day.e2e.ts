// The outbound-day e2e in Firefox (tests/e2e/engines.ts).
import { selectEngine } from '../engines.ts';

selectEngine('firefox');
await import('../outbound-day.e2e.ts');
