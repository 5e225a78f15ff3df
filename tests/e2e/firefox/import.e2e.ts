// The import e2e in Firefox (tests/e2e/engines.ts).
import { selectEngine } from '../engines.ts';

selectEngine('firefox');
await import('../import.e2e.ts');
