import styled from 'styled-components';

/** The full-window page behind the login and registration cards. */
export const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.palette.surfaceMuted};
  font-family: ${({ theme }) => theme.typography.fontFamily};
`;

/** The card form of the login and registration pages; `$width` in px (default 360). */
export const Card = styled.form<{ $width?: number }>`
  width: ${({ $width = 360 }) => $width}px;
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 28px;
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: 8px;
  h1 {
    margin: 0;
    font-size: 20px;
  }
  a {
    color: ${({ theme }) => theme.palette.primary};
  }
`;
