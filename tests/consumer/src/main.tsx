/**
 * The consumer app: what another internal app writes with the published packages, and nothing
 * that knows they come from this repository. Three scenarios, one per page load
 * (`?scenario=grid|form|print`), each driven in Chromium by run.mjs:
 *
 * - grid:  a DataGrid over @wms/api (client, calls, adapter) answered by MSW with the handlers
 *          of @wms/api/mock;
 * - form:  a DrawerForm whose select loads its options through @wms/api, saved to the page;
 * - print: a print job through @wms/print's PrintClient to the simulated plug-in that run.mjs
 *          starts from @wms/print/simulator (`?plugin=ws://…`);
 * - first: the ui-grid README's first screen (./firstScreen.tsx, the README's code block, a row
 *          `interface` and a hand-written GridDataSource) over an endpoint MSW answers here;
 * - sheet: a SheetGrid of receipt lines typed by an `interface` too (./sheetLines.tsx).
 */
import { StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { Button, MessageProvider, ThemeProvider, createI18n } from '@wms/ui-core';
import { DataGrid, GRID_NAMESPACE, gridCatalogue } from '@wms/ui-grid';
import { DrawerForm, FORM_NAMESPACE, formCatalogue, type FormItem, type FormValues } from '@wms/ui-form';
import { createFormDataSource, createGridDataSource, createWmsApi, createWmsClient } from '@wms/api';
import { createHandlers } from '@wms/api/mock';
import { PRINT_NAMESPACE, PrintClient, PrinterStatus, printCatalogue, usePrinter, type CommandResult } from '@wms/print';
import { ReceiptList, type Receipt } from './firstScreen';
import { ReceiptLines, type ReceiptLine } from './sheetLines';

const params = new URLSearchParams(window.location.search);
const scenario = params.get('scenario') ?? 'grid';

const i18n = createI18n({
  language: 'en',
  catalogues: { [GRID_NAMESPACE]: gridCatalogue, [FORM_NAMESPACE]: formCatalogue, [PRINT_NAMESPACE]: printCatalogue },
});
const api = createWmsApi(createWmsClient());

/** The first screen's endpoint: 45 receipts, filtered, sorted and paged as its query asks. */
const RECEIPTS: Receipt[] = Array.from({ length: 45 }, (_, i) => ({
  id: `r${String(i + 1)}`,
  receiptKey: `RC${String(i + 1).padStart(5, '0')}`,
  owner: i % 2 ? 'OW002' : 'OW001',
  qty: (i * 7) % 50,
  created: new Date(Date.UTC(2026, 5, 1 + (i % 28), 8)).toISOString(),
}));
/** Every query the endpoint was asked, for run.mjs to read. */
const receiptQueries: string[] = [];
(window as unknown as { receiptQueries: string[] }).receiptQueries = receiptQueries;
const receiptsEndpoint = http.get('/api/receipts', ({ request }) => {
  const query = new URL(request.url).searchParams;
  receiptQueries.push(query.toString());
  let rows = RECEIPTS.filter((row) => (['receiptKey', 'owner', 'qty'] as const).every((code) => {
    const wanted = query.get(code);
    return wanted === null || String(row[code]).includes(wanted);
  }));
  const sorting = JSON.parse(query.get('sorting') ?? '[]') as { column_code: keyof Receipt; sort_type: number }[];
  for (const sort of [...sorting].reverse()) {
    rows = [...rows].sort((a, b) => (a[sort.column_code] < b[sort.column_code] ? -1 : a[sort.column_code] > b[sort.column_code] ? 1 : 0) * (sort.sort_type === 10202 ? -1 : 1));
  }
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  return HttpResponse.json({ rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length });
});

function GridScenario() {
  const source = useMemo(() => createGridDataSource(api, { menu_code: 'asn', menu_list_code: 'asn', path: '/mock/asn/list' }), []);
  return <DataGrid aria-label="ASN list" dataSource={source} cacheKey="consumer-asn" height={480} />;
}

const FORM_ITEMS: FormItem[] = [
  { type: 'input', prop: 'asnNo', label: 'ASN number' },
  { type: 'select', prop: 'ownerCode', label: 'Owner', url: '/mock/options/owner' },
];

function FormScenario() {
  const source = useMemo(() => createFormDataSource(api), []);
  const [saved, setSaved] = useState<FormValues | undefined>(undefined);
  return (
    <>
      <output aria-label="saved">{saved ? JSON.stringify(saved) : ''}</output>
      <DrawerForm
        title="Edit ASN"
        defaultOpen
        items={FORM_ITEMS}
        rules={{ asnNo: [{ required: true }] }}
        dataSource={source}
        onSubmit={(data) => { setSaved(data); }}
      />
    </>
  );
}

function PrintScenario({ url }: { url: string }) {
  const client = useMemo(() => new PrintClient({ url, language: () => 'en', confirmReconnect: () => true }), [url]);
  useEffect(() => {
    void client.connect();
    return () => { client.close(); };
  }, [client]);
  const { state, send } = usePrinter(client);
  const [result, setResult] = useState<CommandResult | undefined>(undefined);
  return (
    <>
      <PrinterStatus state={state} />
      <Button
        variant="primary"
        disabled={state !== 'open'}
        onClick={() => {
          void send('printPdf', { url: '/labels/ASN0001.pdf' }, { jobId: 'consumer-job-1' }).then(setResult);
        }}
      >
        Print
      </Button>
      <output aria-label="print result">{result ? JSON.stringify(result) : ''}</output>
    </>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider withGlobalStyle>
        <MessageProvider>
          <main>{children}</main>
        </MessageProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** The sheet's lines in the page's state: what an edit gives back is a ReceiptLine[]. */
function LinesScenario() {
  const [lines, setLines] = useState<ReceiptLine[]>([{ id: 'L1', sku: 'SKU-1', qty: 2 }, { id: 'L2', sku: 'SKU-2', qty: 5 }]);
  return (
    <section>
      <ReceiptLines lines={lines} onChange={setLines} />
      <output data-testid="lines">{lines.map((line) => `${line.sku}×${String(line.qty)}`).join(', ')}</output>
    </section>
  );
}

async function start() {
  if (scenario !== 'print') {
    await setupWorker(...createHandlers(), receiptsEndpoint).start({ quiet: true, onUnhandledRequest: 'error' });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(
    <StrictMode>
      <Shell>
        {scenario === 'grid' ? <GridScenario /> : null}
        {scenario === 'form' ? <FormScenario /> : null}
        {scenario === 'print' ? <PrintScenario url={params.get('plugin') ?? ''} /> : null}
        {scenario === 'first' ? <ReceiptList /> : null}
        {scenario === 'sheet' ? <LinesScenario /> : null}
      </Shell>
    </StrictMode>,
  );
  document.documentElement.dataset.ready = scenario;
}

void start();
