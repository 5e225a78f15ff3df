/**
 * What an app has run before any of its lists mounts, on every case's page (issue 50): its React
 * root, its i18n and theme providers, a header that translates through `useTranslation` (a
 * plain message and one with values, as a shell's menu, title and notices do) and ui-core's
 * Loading (the router's fallback while a screen's code loads, with ui-core's sheet). A list screen
 * mounts into an app that has done this; without it, the first case to use React, i18next or
 * react-i18next on a page was charged with compiling their code (V8 compiles a function the
 * first time it runs: about 6 ms of the DataGrid's mount, and React's own for every grid).
 * Mounted by the harness before the page says it is ready, whatever the case, so every grid
 * (ours, react-data-grid, AG Grid) mounts after the same shell; the cases that translate use its
 * instance (`appI18n.ts`), as a list uses its app's.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Loading, ThemeProvider } from '@wms/ui-core';
import { appI18n } from './appI18n';

function ShellHeader() {
  const { t } = useTranslation('core');
  return (
    <header>
      <span>{t('message.systemError')}</span>
      <span>{t('message.callFailed', { call: '/bench', status: 503 })}</span>
      {/* The app's router shows ui-core's Loading while a screen's code loads (routes/router.tsx),
          so ui-core's first-paint sheet is in the document before a list screen mounts. */}
      <Loading />
    </header>
  );
}

/** Renders the shell into its own element beside the bench's box (hidden: it is not measured). */
export function mountAppShell(): void {
  const box = document.createElement('div');
  box.hidden = true;
  document.body.append(box);
  flushSync(() => {
    createRoot(box).render(
      <I18nextProvider i18n={appI18n}>
        <ThemeProvider>
          <ShellHeader />
        </ThemeProvider>
      </I18nextProvider>,
    );
  });
}
