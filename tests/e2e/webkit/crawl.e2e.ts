// The route crawl in WebKit (tests/e2e/engines.ts, tests/e2e/webkit.ts).
import { selectEngine } from '../engines.ts';

selectEngine('webkit');
// The crawl reads each screen's DOM and takes no screenshot: WebKit paints it without
// accelerated compositing, a third less of the web process's CPU (tests/e2e/webkit.ts).
process.env.WMS_WEBKIT_COMPOSITING = 'off';
await import('../crawl.e2e.ts');
