import styled, { keyframes } from 'styled-components';
import { SIZES } from '@wms/ui-core';

// The grid's sizes are theme tokens (platform.md §9), named here for the virtual layout maths.
export const ROW_HEIGHT = SIZES.rowHeight;
export const HEADER_ROW_HEIGHT = SIZES.headerHeight.compact;
export const SEARCH_ROW_HEIGHT = SIZES.floatingFilterHeight.shown;
export const HEAD_HEIGHT = HEADER_ROW_HEIGHT + SEARCH_ROW_HEIGHT;

/** A row changed by an in-place refresh: a tint that fades to the row's own background. */
const changedFade = keyframes`
  from { background: #fff1c2; box-shadow: inset 3px 0 0 #b35900; }
  to { box-shadow: inset 3px 0 0 transparent; }
`;

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

/**
 * The scrolling grid. Rows and cells are plain elements styled by class from here, not
 * styled components: a scroll frame renders hundreds of cells, and per-cell styled components
 * (class hashing, theme functions) cost most of the frame.
 */
export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  outline: none;
  overscroll-behavior: contain;
  /* The canvas inside the scroller, its sticky head and foot and the rows' body: plain elements
     styled from here, like the rows and cells, since the grid renders them every scroll frame. */
  .g-canvas,
  .g-body {
    position: relative;
  }
  .g-head {
    position: sticky;
    top: 0;
    z-index: 2;
    height: ${HEAD_HEIGHT}px;
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  .g-foot {
    position: sticky;
    bottom: 0;
    z-index: 2;
    height: ${ROW_HEIGHT}px;
    background: ${({ theme }) => theme.palette.surfaceMuted};
    font-weight: 600;
  }
  .g-row {
    position: absolute;
    left: 0;
    background: ${({ theme }) => theme.palette.surface};
  }
  .g-row[data-striped] {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  .g-row[data-selected] {
    background: #e8f0fe;
  }
  .g-body .g-row:hover {
    background: #eef3fb;
  }
  .g-row[data-changed] {
    animation: ${changedFade} var(--g-flash-ms, 1600ms) ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    /* No motion: a still tint and edge line for as long as the row is marked. */
    .g-row[data-changed] {
      animation: none;
      background: #fff1c2;
      box-shadow: inset 3px 0 0 #b35900;
    }
  }
  .g-cell {
    position: absolute;
    top: 0;
    height: 100%;
    box-sizing: border-box;
    display: flex;
    align-items: center;
    gap: 4px;
    padding: 0 6px;
    border-right: 1px solid ${({ theme }) => theme.palette.border};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    overflow: hidden;
    white-space: nowrap;
  }
  .g-cell[data-align='end'] {
    justify-content: flex-end;
  }
  /* A data row's plain-text cell holds its text itself (no inner span): a block whose one line
     is the cell's height (the row less its bottom border), so the text sits where the centred
     span put it. */
  .g-cell[data-text] {
    display: block;
    line-height: ${ROW_HEIGHT - 1}px;
    text-overflow: ellipsis;
  }
  .g-cell[data-text][data-align='end'] {
    text-align: right;
  }
  .g-cell[data-head] {
    font-weight: 600;
  }
  .g-cell[data-clickable] {
    cursor: pointer;
  }
  .g-cell:focus {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
    z-index: 1;
  }
  .g-cell:focus-within {
    overflow: visible;
  }
  .g-text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .g-link {
    border: 0;
    padding: 0 2px;
    background: transparent;
    color: ${({ theme }) => theme.palette.primary};
    cursor: pointer;
    font: inherit;
  }
  .g-link[data-danger] {
    color: ${({ theme }) => theme.palette.danger};
  }
  .g-link:disabled {
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: not-allowed;
  }
  .g-check {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.palette.primary};
    cursor: pointer;
  }
  /* The search row is 45 px high (platform.md §9), so the date pickers' "clear" link, which
     ui-core puts under the field, is drawn as a small ✕ inside the field (its accessible name
     stays "clear"). */
  .g-filter .react-aria-DatePicker,
  .g-filter .react-aria-DateRangePicker {
    position: relative;
  }
  .g-filter .react-aria-DatePicker > button,
  .g-filter .react-aria-DateRangePicker > button {
    position: absolute;
    right: 28px;
    top: 8px;
    width: 16px;
    height: 16px;
    font-size: 0;
    line-height: 16px;
    background: ${({ theme }) => theme.palette.surface};
  }
  .g-filter .react-aria-DatePicker > button::before,
  .g-filter .react-aria-DateRangePicker > button::before {
    content: '✕';
    font-size: 12px;
  }
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


