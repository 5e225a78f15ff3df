/**
 * A phone's list (issue 49): the DataGrid in a 390 px box with one server page of 20 rows × 60
 * columns, drawn as its grid rows (`layout="grid"`, what a phone showed before) and as cards
 * (`layout="cards"`, what a phone's window shows: the card mode's first guess from a narrow
 * window is cards), and as `auto` in a 390 px box of this desk-sized page, where the first render
 * guesses a grid and the box's ResizeObserver switches it to cards before the first paint (a
 * side panel's case). Same data source, providers and app shell (shell.tsx) as the ui-grid case.
 * Painted: the 4th row's key and the first row's second field are in the DOM (both show both at
 * 390 px). No scroll: the page has 20 rows.
 */
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@wms/ui-core';
import { DataGrid, type GridLayoutMode } from '@wms/ui-grid';
import type { BenchData, BenchRow, GridBenchCase } from '../types';
import { benchGridSource, definitionsOf } from '../gridSource';
import { appI18n as i18n } from '../appI18n';

const ROWS = 20;
const COLUMNS = 60;

function painted(root: HTMLElement, data: BenchData): boolean {
  const text = root.textContent;
  const fourth = data.rows[3];
  const first = data.rows[0];
  const [key, second] = data.columns;
  return Boolean(fourth && first && key && second && text.includes(String(fourth[key.code])) && text.includes(String(first[second.code])));
}

const group = { id: 'phone-list', title: `A phone's list (390 px box): one page of ${String(ROWS)} rows × ${String(COLUMNS)} columns, grid rows vs cards` };
const scenario = { id: 'phone-list-20', title: group.title, rows: ROWS, columns: COLUMNS, scroll: false, group };

const variants: { id: string; library: string; layout: GridLayoutMode }[] = [
  { id: 'phone-grid', library: '@wms/ui-grid DataGrid, grid rows (layout grid)', layout: 'grid' },
  { id: 'phone-cards', library: '@wms/ui-grid DataGrid, cards (layout cards)', layout: 'cards' },
  { id: 'phone-cards-auto', library: '@wms/ui-grid DataGrid, cards (auto: a grid first, switched before paint)', layout: 'auto' },
];

/** A 390 px box with `layout` and a page of `pageSize` rows. */
function mountIn(layout: GridLayoutMode, pageSize: number) {
  return (root: HTMLElement, data: BenchData) => {
    const box = document.createElement('div');
    box.style.width = '390px';
    root.append(box);
    createRoot(box).render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <DataGrid<BenchRow>
            aria-label="bench"
            dataSource={benchGridSource(data)}
            columns={definitionsOf(data)}
            defaultPageSize={pageSize}
            height={580}
            selectable
            layout={layout}
            rowKey={(row) => row.id}
          />
        </ThemeProvider>
      </I18nextProvider>,
    );
  };
}

const cases: GridBenchCase[] = variants.map((variant) => ({
  id: variant.id,
  library: variant.library,
  scenario,
  mount: mountIn(variant.layout, ROWS),
  isPainted: painted,
}));

// 500 records on one page (the largest page size), scrolled to the end and back (the bench's
// throttled scroll): the cards, virtualised by fixed height, against the grid's rows.
const scrollGroup = { id: 'phone-scroll', title: "A phone's list (390 px box), 500 rows on one page: scroll, grid rows vs cards" };
const scrollScenario = { id: 'phone-scroll-500', title: scrollGroup.title, rows: 500, columns: COLUMNS, group: scrollGroup };
const lastKey = (root: HTMLElement, data: BenchData) => {
  const last = data.rows.at(-1);
  const key = data.columns[0];
  return Boolean(last && key && root.textContent.includes(String(last[key.code])));
};
for (const [id, library, layout, scroller] of [
  ['phone-grid-500', '@wms/ui-grid DataGrid, grid rows (layout grid)', 'grid', '[role="grid"]'],
  ['phone-cards-500', '@wms/ui-grid DataGrid, cards (layout cards)', 'cards', '.c-scroll'],
] as const) {
  cases.push({
    id, library, scenario: scrollScenario, mount: mountIn(layout, 500), isPainted: painted, isAtEnd: lastKey,
    scroller: (root) => root.querySelector<HTMLElement>(scroller),
  });
}

export default cases;
