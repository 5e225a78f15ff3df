// The import preview's e2e in Webkit (tests/e2e/engines.ts; the template's download: tests/e2e/download.ts).
import { selectEngine } from '../engines.ts';

selectEngine('webkit');
await import('../import.e2e.ts');
