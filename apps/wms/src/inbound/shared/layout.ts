import styled from 'styled-components';

/**
 * The frame of an inbound page. It sizes by its own width (a container), not the window's: in
 * the shell beside the menu, on a handheld's 480 px, or in a story's box, controls wrap and
 * tables scroll inside themselves instead of the page scrolling sideways.
 */
export const Page = styled.section`
  container-type: inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  min-width: 0;
  max-width: 1400px;
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  color: ${({ theme }) => theme.palette.text};
  h2 { margin: 0; font-size: 18px; }
  h3 { margin: 0; font-size: 15px; }
`;

/** A row of controls that wraps on narrow screens; fields stretch to the row on a handheld. */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  min-width: 0;
  @container (max-width: 520px) {
    > div:has(input, textarea, select, button[aria-haspopup]) { width: 100% !important; }
  }
`;

/** A bordered block of the page. */
export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  min-width: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
`;

/** Label / value pairs of a document's header: four columns wide, two on a handheld. */
export const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, max-content minmax(0, 1fr));
  gap: 4px 12px;
  margin: 0;
  dt { color: ${({ theme }) => theme.palette.textMuted}; white-space: nowrap; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  @container (max-width: 900px) { grid-template-columns: repeat(2, max-content minmax(0, 1fr)); }
  @container (max-width: 520px) { grid-template-columns: max-content minmax(0, 1fr); }
`;

/** Muted help text. */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/** A small table of a page (recent documents, linked barcodes); scrolls inside itself when narrow. */
export const TableBox = styled.div`
  min-width: 0;
  overflow-x: auto;
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid ${({ theme }) => theme.palette.border}; padding: 4px 8px; text-align: left; white-space: nowrap; }
  th { color: ${({ theme }) => theme.palette.textMuted}; font-weight: 600; background: ${({ theme }) => theme.palette.surfaceMuted}; }
  td.num, th.num { text-align: right; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
