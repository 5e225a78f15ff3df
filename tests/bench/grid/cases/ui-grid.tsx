/**
 * Our DataGrid (@wms/ui-grid) as a list screen uses it: header, search row (a text filter a
 * column), virtualised rows and columns, pagination at 500 a page; the page arrives through
 * its data interface (an in-memory source that answers at once), so data-to-paint includes the
 * grid's own load cycle. The i18n instance is made once at start-up, as the app does (AG Grid
 * registers its modules at start-up too), and has translated once, as the app's shell has
 * before a list mounts; the providers render inside the timed mount.
 */
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, createI18n } from '@wms/ui-core';
import { DataGrid, GRID_NAMESPACE, gridCatalogue } from '@wms/ui-grid';
import type { BenchRow, GridBenchCase } from '../types';
import { benchGridSource, definitionsOf } from '../gridSource';

const i18n = createI18n({ language: 'zh', catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
// In the app a list mounts inside a shell whose menu and header are already translated, so
// i18next's lookup has run before any grid mounts; here that first lookup (V8 compiling its
// path on first call: about 6 ms of the mount's profile, 2026-11-28) would be charged to the
// grid. One of ui-core's own messages stands for the shell's: no grid string is looked up here.
i18n.t('message.systemError');


const uiGrid: GridBenchCase = {
  id: 'ui-grid',
  library: '@wms/ui-grid DataGrid',
  mount: (root, data) => {
    createRoot(root).render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <DataGrid<BenchRow>
            aria-label="bench"
            dataSource={benchGridSource(data)}
            columns={definitionsOf(data)}
            defaultPageSize={500}
            height={580}
            rowKey={(row) => row.id}
          />
        </ThemeProvider>
      </I18nextProvider>,
    );
  },
  scroller: (root) => root.querySelector<HTMLElement>('[role="grid"]'),
};

export default uiGrid;
