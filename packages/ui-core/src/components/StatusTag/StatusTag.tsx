import type { ReactNode } from 'react';
import styled from 'styled-components';
import { statusColor } from '../../model/statusColor';
import { FINISH_FLAG_COLORS, type FinishFlagColor } from '../../theme/tokens';

const Tag = styled.span<{ $color: string }>`
  display: inline-block;
  padding: 0 8px;
  border: 1px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius}px;
  color: ${({ $color }) => $color};
  background: ${({ theme }) => theme.palette.surface};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  line-height: 20px;
  white-space: nowrap;
`;

export interface StatusTagProps {
  /** 1-based status index; above 17 wraps by subtracting 17. */
  index?: number;
  /** A finish flag colour instead of a status index. */
  finishFlag?: FinishFlagColor;
  /** The label, already translated or taken from the server's option list. */
  children: ReactNode;
}

/**
 * A colour-coded label for a status or finish flag (CONTRACT.md §3 'Status renderer').
 *
 * @example <StatusTag index={3}>{option.description}</StatusTag>
 */
export function StatusTag({ index = 1, finishFlag, children }: StatusTagProps) {
  const color = finishFlag ? FINISH_FLAG_COLORS[finishFlag] : statusColor(index);
  return <Tag $color={color}>{children}</Tag>;
}
