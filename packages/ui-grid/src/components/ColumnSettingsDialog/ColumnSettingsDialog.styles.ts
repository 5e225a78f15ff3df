import styled from 'styled-components';

/** The spec's table area of the column dialog (CONTRACT.md §9). */
export const TABLE_AREA_HEIGHT = 330;

export const Area = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1.45fr);
  gap: 12px;
  height: ${TABLE_AREA_HEIGHT}px;
`;

export const Side = styled.section<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 0;
  gap: 4px;
`;

export const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  font-weight: 600;
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  color: ${({ theme }) => theme.palette.textMuted};
  padding: 0 4px;
  height: 20px;
  span {
    font-weight: 400;
    padding-right: 8px;
  }
`;

/** The scrolling box around a list; the list itself fills it. */
export const ListBox = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
`;

export const EmptyList = styled.div`
  height: 100%;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px dashed ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const Middle = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 12px;
`;

export const LineNo = styled.span`
  display: inline-block;
  min-width: 22px;
  color: ${({ theme }) => theme.palette.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Name = styled.span`
  margin-right: 6px;
`;

export const Code = styled.span`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
`;

export const Flag = styled.span`
  margin-left: 6px;
  color: ${({ theme }) => theme.palette.danger};
  font-weight: 700;
`;

/** The shown list and, beside it, one width field a row. */
export const ShownWithWidths = styled.div`
  display: flex;
  align-items: stretch;
  gap: 6px;
  min-height: 100%;
`;

/** Makes a sortable list fill the table area's height, so the area reads as one table. */
export const FillList = styled.div`
  flex: 1;
  min-width: 0;
  min-height: 100%;
  display: flex;
  flex-direction: column;
  & > div {
    flex: 1;
    display: flex;
    flex-direction: column;
  }
  [role='grid'] {
    flex: 1;
  }
`;

/** Lines up with the list's rows: its 1 px border and 2 px padding, then 30 px a row. */
export const WidthColumn = styled.div`
  align-self: flex-start;
  padding: 3px 3px 0 0;
  display: flex;
  flex-direction: column;
`;

/** The width input; a red frame marks the line a message points at. */
export const WidthCell = styled.div<{ $invalid: boolean }>`
  height: ${({ theme }) => theme.sizes.rowHeight}px;
  display: flex;
  align-items: center;
  & > div {
    border-radius: ${({ theme }) => theme.radius}px;
    outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.palette.danger}` : 'none')};
  }
  input {
    height: 24px;
    box-sizing: border-box;
    text-align: right;
  }
`;

export const Notice = styled.div<{ $kind: 'error' | 'info' }>`
  margin-top: 10px;
  padding: 6px 10px;
  border: 1px solid ${({ theme, $kind }) => theme.palette.message[$kind].border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $kind }) => theme.palette.message[$kind].background};
  color: ${({ theme, $kind }) => theme.palette.message[$kind].text};
  p {
    margin: 0;
  }
`;

export const Hint = styled.p`
  margin: 8px 0 0;
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const StateBox = styled.div`
  height: ${TABLE_AREA_HEIGHT + 40}px;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export const Unsaved = styled.span`
  margin-left: 6px;
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  color: ${({ theme }) => theme.palette.message.warning.text};
`;
