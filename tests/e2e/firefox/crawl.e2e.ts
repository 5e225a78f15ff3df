// The route crawl in Firefox (tests/e2e/engines.ts).
import { selectEngine } from '../engines.ts';

selectEngine('firefox');
// The crawl reads each screen's DOM, its console and its page errors, and no request or response
// through Playwright: Firefox runs without WebDriver BiDi's network events (the patched
// Playwright's WMS_BIDI_NETWORK=off), which took about a third of its parent process's main
// thread here; the crawl 85-86 CPU-s instead of 99-104 with the preferences below (2026-12-07).
process.env.WMS_BIDI_NETWORK = 'off';
await import('../crawl.e2e.ts');
