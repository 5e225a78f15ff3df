import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setInteractionModality } from 'react-aria';
import { configure } from 'storybook/test';
import { ThemeProvider, createI18n, isLanguage, DEFAULT_LANGUAGE } from '@wms/ui-core';
import { PRINT_NAMESPACE, printCatalogue } from '@wms/print';
import { GRID_NAMESPACE, gridCatalogue } from '@wms/ui-grid';
import { FORM_NAMESPACE, formCatalogue } from '@wms/ui-form';
import { VIEWPORTS } from './viewports';

/**
 * How long a play function's `findBy…` and `waitFor` wait for the state they name before they
 * fail: 10 s instead of Testing Library's 1 s. The story pass runs beside lint, the unit tests and
 * the e2e workers (CI's load average reaches 10–13 on 2 cores), where a lazy chunk, a mocked
 * answer or a focus can take more than a second; a wait ends as soon as its state is there, so a
 * passing story takes no longer, and one whose state never comes still fails. (Before, each such
 * story got its own `{ timeout }` once it had run out in CI, one at a time.)
 */
configure({ asyncUtilTimeout: 10_000 });

/** The zh/en toolbar switches i18next live: the same instance changes language, no remount. */
const i18n = createI18n({ language: DEFAULT_LANGUAGE, catalogues: { [PRINT_NAMESPACE]: printCatalogue, [GRID_NAMESPACE]: gridCatalogue, [FORM_NAMESPACE]: formCatalogue } });

const withProviders: Decorator = (Story, context) => {
  const wanted: unknown = context.globals.locale;
  const language = isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
  // Switched before rendering (resources are in memory, so this is synchronous), so that play
  // functions and screenshots see the chosen language; components re-render live on change.
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider withGlobalStyle>
        <Story />
      </ThemeProvider>
    </I18nextProvider>
  );
};

/**
 * On Chromatic, the clock of the local visual gate (tests/visual/run.mjs freezes it at the same
 * instant), so that stories showing "today" (date pickers, default date ranges) are the same
 * snapshot every day. Locally this does nothing: the story tests run on the real clock. The test is
 * chromatic/isChromatic's, inlined: importing it would add a dependency for the story tests'
 * Vite to discover mid-run (see optimizeDeps in vitest.config.ts).
 */
const isChromatic = () => /Chromatic/.test(navigator.userAgent) || /chromatic=true/.test(location.href);
const freezeClockOnChromatic = () => {
  if (!isChromatic()) return undefined;
  const fixed = Date.parse('2026-06-15T09:30:00+08:00');
  const RealDate = globalThis.Date;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [fixed]) as [number]));
    }

    static override now(): number {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  return () => { globalThis.Date = RealDate; };
};

/**
 * Every story starts in the input modality of a freshly loaded page. react-aria keeps one
 * modality per page (the last input: a pointer or keys) and shows a focus ring only after keys;
 * when the story pass renders stories one after another in a page, a click in one story's play
 * function hid the ring of the next story's picker, opened on its day, and its screenshot
 * differed from the baseline taken on a fresh page (the FLAKY date picker, issue 37). A fresh
 * page has had no pointer input yet, which react-aria treats as keyboard.
 */
const freshInteractionModality = () => {
  setInteractionModality('keyboard');
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  beforeEach: [freezeClockOnChromatic, freshInteractionModality],
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe in the story tests; any violation fails it.
    a11y: { test: 'error' },
    // The handheld and desk sizes (./viewports.ts); stories choose one through globals.viewport.
    viewport: { options: VIEWPORTS },
  },
};

export default preview;
