import styled from 'styled-components';
import { SIZES } from '@wms/ui-core';

// The grid's sizes are theme tokens (CONTRACT.md §9), named here for the virtual layout maths.
export const ROW_HEIGHT = SIZES.rowHeight;
export const HEADER_ROW_HEIGHT = SIZES.headerHeight.compact;
export const SEARCH_ROW_HEIGHT = SIZES.floatingFilterHeight.shown;
export const HEAD_HEIGHT = HEADER_ROW_HEIGHT + SEARCH_ROW_HEIGHT;

// The frame, scroller, rows, cells, icon buttons, sort mark and overlay are a static sheet
// (gridSheet.tsx), their theme values custom properties; what follows is what shows only on
// an event (the copy toast, the no-permission notice), left to styled-components.

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


