/**
 * The spreadsheet-style SheetGrid (@wms/ui-grid) mounting 1,000 versus 100,000 rows × 20 columns
 * in one scrolling sheet (no pagination), every column editable with a text editor and the
 * numeric ones carrying a rule, as a receipt-detail sheet would. Virtualised rows should make
 * the two mounts cost about the same (issue 7's target: ratio at most 1.2). Theme and i18n
 * providers are part of every screen and are counted.
 */
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, createI18n } from '@wms/ui-core';
import { GRID_NAMESPACE, gridCatalogue, SheetGrid, type SheetColumn } from '@wms/ui-grid';
import type { BenchData, BenchRow, GridBenchCase } from '../types';

const COLUMNS = 20;

function columnsOf(data: BenchData): SheetColumn<BenchRow>[] {
  return data.columns.map((c) => ({
    code: c.code,
    name: c.name,
    width: c.width,
    align: c.kind === 'numeric' ? 'end' : 'start',
    editor: { kind: 'text' },
    ...(c.kind === 'numeric' ? { rules: [{ pattern: /^\d+$/, message: 'digits' }] } : {}),
  }));
}

// One table for both sizes, with the ratio of each to the 1,000-row mount (taken within each round).
const group = { id: 'sheet-mount', title: `SheetGrid mount: 1,000 vs 100,000 rows × ${String(COLUMNS)} columns` };
const scenario = (rows: number) => ({ id: `sheet-mount-${String(rows)}`, title: `SheetGrid mount: ${rows.toLocaleString('en')} rows × ${String(COLUMNS)} columns`, rows, columns: COLUMNS, scroll: false, group });

const cases: GridBenchCase[] = [1_000, 100_000].map((rows) => ({
  id: `sheet-grid-${String(rows)}`,
  library: '@wms/ui-grid SheetGrid',
  scenario: scenario(rows),
  mount: (root: HTMLElement, data: BenchData) => {
    const i18n = createI18n({ language: 'zh', catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
    createRoot(root).render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <SheetGrid<BenchRow> aria-label="bench" columns={columnsOf(data)} defaultRows={data.rows} rowKey={(row) => row.id} pageSize={false} height={560} />
        </ThemeProvider>
      </I18nextProvider>,
    );
  },
  scroller: (root: HTMLElement) => root.querySelector<HTMLElement>('[role="grid"]'),
}));

export default cases;
