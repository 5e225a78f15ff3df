import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import { ThemeProvider } from '../theme/ThemeProvider';

/** Renders inside the theme and an i18next instance of the given language (default zh). */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'zh', ...options }: { language?: Language } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const i18n = createI18n({ language });
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>{children}</ThemeProvider>
      </I18nextProvider>
    );
  }
  return { user: userEvent.setup(), i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
