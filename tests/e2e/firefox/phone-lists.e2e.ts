// Lists on a phone in Firefox (tests/e2e/engines.ts).
import { selectEngine } from '../engines.ts';

selectEngine('firefox');
await import('../phone-lists.e2e.ts');
