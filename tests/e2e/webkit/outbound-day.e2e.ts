// The outbound-day e2e in WebKit (tests/e2e/engines.ts, tests/e2e/webkit.ts).
import { selectEngine } from '../engines.ts';

selectEngine('webkit');
await import('../outbound-day.e2e.ts');
