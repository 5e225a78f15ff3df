import styled from 'styled-components';
import { SIZES } from '@wms/ui-core';

// Theme tokens (CONTRACT.md §9), named here for the virtual layout maths.
export const ROW_HEIGHT = SIZES.rowHeight;
export const HEADER_HEIGHT = SIZES.headerHeight.compact;

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  color: ${({ theme }) => theme.palette.text};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  .spacer {
    flex: 1;
  }
  .unsaved {
    color: ${({ theme }) => theme.palette.message.warning.text};
  }
`;

export const IconButton = styled.button`
  width: 30px;
  height: 30px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primary};
  }
  &:disabled {
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 1px;
  }
`;

export const NoticeBar = styled.div<{ $kind: 'error' | 'success' | 'info' | 'warning' }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 4px 10px;
  min-height: 30px;
  box-sizing: border-box;
  border: 1px solid ${({ theme, $kind }) => theme.palette.message[$kind].border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme, $kind }) => theme.palette.message[$kind].background};
  color: ${({ theme, $kind }) => theme.palette.message[$kind].text};
  .text {
    flex: 1;
  }
  button {
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
  }
`;

/**
 * The table's whole look in one stylesheet on the scroller: its header, rows and cells are plain
 * elements, styled by class and by data attributes (`data-align`, `data-readonly`,
 * `data-invalid`, `data-dirty`, `data-editing`, `data-focused`; a row's `data-striped`,
 * `data-dragging`, `data-drop`). A styled component a cell with transient props made
 * styled-components build and hash each cell's CSS again on every render, and a scroll step
 * rendered every visible row: in the import preview's profile that was most of a scroll frame
 * (the ui-core Tree was changed the same way). The rules keep their old order, so where two
 * apply to one cell (an invalid cell that has the focus ring) the same one wins.
 */
export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  overscroll-behavior: contain;

  .sg-head {
    position: sticky;
    top: 0;
    z-index: 3;
    display: flex;
    height: ${HEADER_HEIGHT}px;
    background: ${({ theme }) => theme.palette.surfaceMuted};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    font-weight: 600;
  }
  .sg-body {
    position: relative;
  }
  .sg-row {
    position: absolute;
    left: 0;
    display: flex;
    height: ${ROW_HEIGHT}px;
    background: ${({ theme }) => theme.palette.surface};
  }
  .sg-row[data-striped] {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  .sg-row[data-dragging] {
    opacity: 0.55;
  }
  .sg-row[data-drop='before'] {
    box-shadow: inset 0 2px 0 ${({ theme }) => theme.palette.primary};
  }
  .sg-row[data-drop='after'] {
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.palette.primary};
  }

  .sg-hcell,
  .sg-sticky,
  .sg-cell,
  .sg-actions {
    position: relative;
    flex: none;
    box-sizing: border-box;
    height: 100%;
    display: flex;
    align-items: center;
    padding: 0 6px;
    border-right: 1px solid ${({ theme }) => theme.palette.border};
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }

  .sg-hcell {
    justify-content: flex-start;
    white-space: nowrap;
    overflow: hidden;
  }
  .sg-hcell[data-align='end'] {
    justify-content: flex-end;
  }
  .sg-hcell .required {
    color: ${({ theme }) => theme.palette.danger};
    margin-right: 2px;
  }

  /* The fixed leading cells (drag handle, index): they stay in view when scrolled sideways. */
  .sg-sticky {
    position: sticky;
    z-index: 2;
    justify-content: center;
    padding: 0;
    background: inherit;
    color: ${({ theme }) => theme.palette.textMuted};
  }

  .sg-handle {
    width: 100%;
    height: 100%;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: grab;
    font: inherit;
    touch-action: none;
  }
  .sg-handle[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.4;
  }
  .sg-handle:focus-visible,
  .sg-handle[data-picked] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
  .sg-handle[data-picked] {
    background: ${({ theme }) => theme.palette.message.info.background};
  }

  .sg-cell {
    justify-content: flex-start;
    cursor: cell;
    outline: none;
  }
  .sg-cell[data-align='end'] {
    justify-content: flex-end;
  }
  .sg-cell .text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .sg-cell[data-readonly] {
    cursor: default;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  .sg-cell[data-invalid] {
    background: ${({ theme }) => theme.palette.message.error.background};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.palette.danger};
  }
  .sg-cell[data-dirty]::before {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    border-style: solid;
    border-width: 7px 7px 0 0;
    border-color: ${({ theme }) => theme.palette.message.warning.text} transparent transparent transparent;
  }
  .sg-cell:focus-visible,
  .sg-cell[data-focused] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.palette.focus};
  }
  .sg-cell[data-editing] {
    padding: 0;
    z-index: 4;
    overflow: visible;
  }
  .sg-cell .tip {
    display: none;
    position: absolute;
    top: calc(100% + 2px);
    left: 0;
    z-index: 5;
    max-width: 280px;
    width: max-content;
    padding: 3px 8px;
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.text};
    color: ${({ theme }) => theme.palette.surface};
    font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
    white-space: normal;
    pointer-events: none;
  }
  .sg-cell:hover .tip,
  .sg-cell:focus .tip,
  .sg-cell[data-show-tip] .tip {
    display: block;
  }

  .sg-actions {
    gap: 6px;
  }
  .sg-actions button {
    border: 0;
    background: none;
    padding: 0 2px;
    color: ${({ theme }) => theme.palette.primary};
    font: inherit;
    cursor: pointer;
  }
  .sg-actions button[data-danger] {
    color: ${({ theme }) => theme.palette.danger};
  }
  .sg-actions button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

export const Empty = styled.div`
  padding: 24px;
  text-align: center;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
