import styled from 'styled-components';

/** A bespoke outbound page: its title, then panels stacked. */
export const Page = styled.section`
  padding: 12px 16px;
  display: grid;
  /* One column no wider than the page: a wide grid scrolls inside its panel. */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  min-width: 0;
  color: ${({ theme }) => theme.palette.text};
  h2 { margin: 0; font-size: 18px; }
  h3 { margin: 0; font-size: 15px; }
`;

/** A bordered group of the page (a form, a figure board, a grid). */
export const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  padding: 10px 12px;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  min-width: 0;
`;

/** Controls in a row that wraps; aligned on their bottoms (labels above inputs). */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: flex-end;
`;

/** A quiet line of explanation. */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
`;

/** Key figures: label over a large number. */
export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  div {
    min-width: 110px;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  dt { color: ${({ theme }) => theme.palette.textMuted}; font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px; }
  dd { margin: 0; font-size: 22px; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

/** Label and value pairs of a record. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(10em, max-content) max-content minmax(10em, max-content);
  gap: 4px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.palette.textMuted}; }
  dd { margin: 0; font-weight: 500; }
`;

/** A choice between two sources or modes, as a row of radio buttons. */
export const Choice = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  align-items: center;
  legend { float: left; margin-right: 8px; color: ${({ theme }) => theme.palette.textMuted}; }
  label { display: inline-flex; gap: 4px; align-items: center; cursor: pointer; }
`;
