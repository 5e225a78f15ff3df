import styled, { css } from 'styled-components';

export const ROW_HEIGHT = 30;
export const HEADER_ROW_HEIGHT = 30;
export const SEARCH_ROW_HEIGHT = 45;
export const HEAD_HEIGHT = HEADER_ROW_HEIGHT + SEARCH_ROW_HEIGHT;

export const Wrapper = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  color: ${({ theme }) => theme.palette.text};
`;

export const Frame = styled.div`
  position: relative;
`;

export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  outline: none;
  overscroll-behavior: contain;
`;

export const Canvas = styled.div`
  position: relative;
`;

export const Head = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  height: ${HEAD_HEIGHT}px;
  background: ${({ theme }) => theme.palette.surfaceMuted};
`;

export const Foot = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  height: ${ROW_HEIGHT}px;
  background: ${({ theme }) => theme.palette.surfaceMuted};
  font-weight: 600;
`;

export const Body = styled.div`
  position: relative;
`;

export const RowBox = styled.div<{ $selected?: boolean; $striped?: boolean }>`
  position: absolute;
  left: 0;
  ${({ $striped, theme }) => ($striped ? css`background: ${theme.palette.surfaceMuted};` : css`background: ${theme.palette.surface};`)}
  ${({ $selected }) => ($selected ? css`background: #e8f0fe;` : '')}
  &:hover {
    background: #eef3fb;
  }
`;

export const HeadRow = styled.div`
  position: absolute;
  left: 0;
`;

export const CellBox = styled.div<{ $align?: 'start' | 'end'; $head?: boolean; $clickable?: boolean }>`
  position: absolute;
  top: 0;
  height: 100%;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'flex-start')};
  gap: 4px;
  padding: 0 6px;
  border-right: 1px solid ${({ theme }) => theme.palette.border};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: ${({ $head }) => ($head ? 600 : 400)};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
    z-index: 1;
  }
  &:focus-within {
    overflow: visible;
  }
`;

export const CellText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

export const LinkButton = styled.button`
  border: 0;
  padding: 0 2px;
  background: transparent;
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;
  font: inherit;
  &:disabled {
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

export const DangerButton = styled(LinkButton)`
  color: ${({ theme }) => theme.palette.danger};
`;

export const SortMark = styled.span`
  color: ${({ theme }) => theme.palette.primary};
  font-size: 11px;
`;

export const Overlay = styled.div<{ $top: number; $dim: boolean }>`
  position: absolute;
  left: 1px;
  right: 1px;
  top: ${({ $top }) => $top}px;
  bottom: 1px;
  z-index: 3;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ $dim }) => ($dim ? 'rgba(255, 255, 255, 0.7)' : 'transparent')};
  pointer-events: ${({ $dim }) => ($dim ? 'auto' : 'none')};
  & > * {
    pointer-events: auto;
  }
`;

export const Toast = styled.div`
  position: absolute;
  top: 8px;
  right: 12px;
  z-index: 4;
  max-width: 60%;
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.palette.message.success.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.message.success.background};
  color: ${({ theme }) => theme.palette.message.success.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ToastError = styled(Toast)`
  border-color: ${({ theme }) => theme.palette.message.error.border};
  background: ${({ theme }) => theme.palette.message.error.background};
  color: ${({ theme }) => theme.palette.message.error.text};
`;

export const Notice = styled.p`
  margin: 0;
  padding: 4px 8px;
  border-left: 3px solid ${({ theme }) => theme.palette.message.warning.border};
  background: ${({ theme }) => theme.palette.message.warning.background};
  color: ${({ theme }) => theme.palette.message.warning.text};
`;

export const Checkmark = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;
`;

/**
 * A search-row cell. The row is 45 px high (platform.md §9), so the date pickers' "clear" link,
 * which ui-core puts under the field, is drawn as a small ✕ inside the field instead (its
 * accessible name stays "clear").
 */
export const FilterCellBox = styled(CellBox)`
  .react-aria-DatePicker,
  .react-aria-DateRangePicker {
    position: relative;
  }
  .react-aria-DatePicker > button,
  .react-aria-DateRangePicker > button {
    position: absolute;
    right: 28px;
    top: 8px;
    width: 16px;
    height: 16px;
    font-size: 0;
    line-height: 16px;
    background: ${({ theme }) => theme.palette.surface};
  }
  .react-aria-DatePicker > button::before,
  .react-aria-DateRangePicker > button::before {
    content: '✕';
    font-size: 12px;
  }
`;
