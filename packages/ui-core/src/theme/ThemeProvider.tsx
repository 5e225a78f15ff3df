import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, createGlobalStyle } from 'styled-components';
import { theme as defaultTheme, type WmsTheme } from './tokens';

const GlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.fontSize}px;
    line-height: ${({ theme }) => theme.typography.lineHeight};
    color: ${({ theme }) => theme.palette.text};
  }
  pre, code, kbd, samp {
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  }
`;

export interface ThemeProviderProps {
  /** Overrides the platform theme; defaults to it. */
  theme?: WmsTheme;
  /** Adds the platform's body font and colour; leave off inside a host app that sets its own. */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

/** Hands the WMS theme to every styled component below it. */
export function ThemeProvider({ theme = defaultTheme, withGlobalStyle = false, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
