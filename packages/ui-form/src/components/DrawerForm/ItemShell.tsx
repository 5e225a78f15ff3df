import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * One item's box. Inline messages are hidden (CONTRACT.md §5): a control's error text (react-aria
 * links it to the field with aria-describedby) and the shell's own `.form-item-error` are
 * visually hidden, so screen readers still read them, and shown as a bubble while the item is
 * hovered or holds the focus. The control itself is marked invalid (red border, aria-invalid).
 */
const Box = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  [slot='errorMessage'],
  .form-item-error {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  &:hover [slot='errorMessage'],
  &:focus-within [slot='errorMessage'],
  &:hover .form-item-error,
  &:focus-within .form-item-error {
    z-index: 5;
    top: 100%;
    left: 0;
    width: auto;
    height: auto;
    margin: 4px 0 0;
    padding: 3px 8px;
    clip-path: none;
    overflow: visible;
    white-space: normal;
    max-width: 100%;
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.danger};
    color: ${({ theme }) => theme.palette.dangerText};
    font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
    box-shadow: 0 2px 8px rgba(15, 23, 42, 0.2);
    pointer-events: none;
  }
  /* Marked without a message: the label turns red, and so does every box (ui-core's select
     and remote select colour only their root, not the box the eye looks at). */
  &[data-invalid] label,
  &[data-invalid] > div > span:first-child,
  &[data-invalid] .group-label {
    color: ${({ theme }) => theme.palette.danger};
  }
  &[data-invalid] button[aria-haspopup],
  &[data-invalid] div:has(> input[role='combobox']),
  &[data-invalid] [data-invalid] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
`;

export function ItemShell({ width, invalid, children }: { width: number | string; invalid: boolean; children: ReactNode }) {
  return (
    <Box style={{ width }} data-invalid={invalid || undefined} data-form-item="">
      {children}
    </Box>
  );
}

/** The error text of an item whose control has none of its own (checkbox, switch, cascader, ...). */
export function ItemError({ id, children }: { id: string; children: ReactNode }) {
  return <span id={id} className="form-item-error">{children}</span>;
}

/** A label over a group of controls (checkbox, switch, range, cascader without label). */
export const GroupLabel = styled.span`
  color: ${({ theme }) => theme.palette.text};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
  margin-bottom: 4px;
`;

/** An invalid group's outline (a checkbox or switch has no box of its own to colour). */
export const Group = styled.div`
  display: flex;
  flex-direction: column;
  &[data-invalid] > .controls {
    outline: 1px solid ${({ theme }) => theme.palette.danger};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius}px;
  }
  .controls {
    display: flex;
    align-items: center;
    gap: 6px;
    min-height: 30px;
  }
`;
