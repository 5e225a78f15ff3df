import styled, { css } from 'styled-components';
import { SIZES } from '@wms/ui-core';

// Theme tokens (platform.md §9), named here for the virtual layout maths.
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

export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  overscroll-behavior: contain;
`;

export const HeadRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 3;
  display: flex;
  height: ${HEADER_HEIGHT}px;
  background: ${({ theme }) => theme.palette.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  font-weight: 600;
`;

export const Body = styled.div`
  position: relative;
`;

export const RowBox = styled.div<{ $striped: boolean; $dragging: boolean }>`
  position: absolute;
  left: 0;
  display: flex;
  height: ${ROW_HEIGHT}px;
  background: ${({ theme, $striped }) => ($striped ? theme.palette.surfaceMuted : theme.palette.surface)};
  ${({ $dragging }) => ($dragging ? css`opacity: 0.55;` : '')}
  &[data-drop='before'] {
    box-shadow: inset 0 2px 0 ${({ theme }) => theme.palette.primary};
  }
  &[data-drop='after'] {
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.palette.primary};
  }
`;

const cellBase = css`
  position: relative;
  flex: none;
  box-sizing: border-box;
  height: 100%;
  display: flex;
  align-items: center;
  padding: 0 6px;
  border-right: 1px solid ${({ theme }) => theme.palette.border};
  border-bottom: 1px solid ${({ theme }) => theme.palette.border};
`;

export const HeadCell = styled.div<{ $align?: 'start' | 'end' }>`
  ${cellBase}
  justify-content: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'flex-start')};
  white-space: nowrap;
  overflow: hidden;
  .required {
    color: ${({ theme }) => theme.palette.danger};
    margin-right: 2px;
  }
`;

/** The fixed leading cells (drag handle, index): they stay in view when scrolled sideways. */
export const StickyCell = styled.div<{ $left: number }>`
  ${cellBase}
  position: sticky;
  left: ${({ $left }) => $left}px;
  z-index: 2;
  justify-content: center;
  padding: 0;
  background: inherit;
  color: ${({ theme }) => theme.palette.textMuted};
`;

export const Handle = styled.button`
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.textMuted};
  cursor: grab;
  font: inherit;
  touch-action: none;
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.4;
  }
  &:focus-visible,
  &[data-picked] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: -2px;
  }
  &[data-picked] {
    background: ${({ theme }) => theme.palette.message.info.background};
  }
`;

export const Cell = styled.div<{ $align?: 'start' | 'end'; $editing: boolean; $invalid: boolean; $dirty: boolean; $readOnly: boolean }>`
  ${cellBase}
  justify-content: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'flex-start')};
  cursor: ${({ $readOnly }) => ($readOnly ? 'default' : 'cell')};
  outline: none;
  .text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${({ $readOnly, theme }) => ($readOnly ? css`color: ${theme.palette.textMuted};` : '')}
  ${({ $invalid, theme }) => ($invalid ? css`
    background: ${theme.palette.message.error.background};
    box-shadow: inset 0 0 0 1px ${theme.palette.danger};
  ` : '')}
  ${({ $dirty, theme }) => ($dirty ? css`
    &::before {
      content: '';
      position: absolute;
      top: 0;
      left: 0;
      border-style: solid;
      border-width: 7px 7px 0 0;
      border-color: ${theme.palette.message.warning.text} transparent transparent transparent;
    }
  ` : '')}
  &:focus-visible,
  &[data-focused] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.palette.focus};
  }
  ${({ $editing }) => ($editing ? css`
    padding: 0;
    z-index: 4;
    overflow: visible;
  ` : '')}
  .tip {
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
  &:hover .tip,
  &:focus .tip,
  &[data-show-tip] .tip {
    display: block;
  }
`;

export const ActionCell = styled.div`
  ${cellBase}
  gap: 6px;
  button {
    border: 0;
    background: none;
    padding: 0 2px;
    color: ${({ theme }) => theme.palette.primary};
    font: inherit;
    cursor: pointer;
  }
  button[data-danger] {
    color: ${({ theme }) => theme.palette.danger};
  }
  button:focus-visible {
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
