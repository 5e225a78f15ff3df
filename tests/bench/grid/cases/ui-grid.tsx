/**
 * Our DataGrid (@wms/ui-grid) as a list screen uses it: header, search row (a text filter a
 * column), virtualised rows and columns, pagination at 500 a page; the page arrives through
 * its data interface (an in-memory source that answers at once), so data-to-paint includes the
 * grid's own load cycle. It translates with the app shell's i18n instance (shell.tsx: mounted
 * on every case's page before any mount, as an app's shell is before a list mounts); the
 * providers render inside the timed mount, as a screen's own would.
 */
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@wms/ui-core';
import { DataGrid } from '@wms/ui-grid';
import type { BenchRow, GridBenchCase } from '../types';
import { benchGridSource, definitionsOf } from '../gridSource';
import { appI18n as i18n } from '../appI18n';

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
