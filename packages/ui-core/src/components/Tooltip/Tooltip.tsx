import type { DOMAttributes, ReactElement, ReactNode } from 'react';

import {
  Dialog,
  DialogTrigger,
  Focusable,
  OverlayArrow,
  Popover as AriaPopover,
  Tooltip as AriaTooltip,
  TooltipTrigger,
} from 'react-aria-components';
import styled from 'styled-components';
import { popoverSurface } from '../Field/base.styles';

const Tip = styled(AriaTooltip)`
  max-width: 320px;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.text};
  color: ${({ theme }) => theme.palette.surface};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  svg {
    fill: ${({ theme }) => theme.palette.text};
  }
  &[data-placement='top'] {
    margin-bottom: 6px;
  }
`;

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** One DOM element: a button, or any element such as a grid cell (it is made focusable). */
  children: ReactElement<DOMAttributes<Element>, string>;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Shows on first render (stories). */
  defaultOpen?: boolean;
  /** Delay before showing on hover, ms (default 500; keyboard focus shows at once). */
  delay?: number;
}

/**
 * A tooltip on hover and keyboard focus, closed by Esc (a cell's validation message is one).
 */
export function Tooltip({ content, children, placement = 'top', defaultOpen, delay = 500 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} defaultOpen={defaultOpen}>
      <Focusable>{children}</Focusable>
      <Tip placement={placement} offset={6}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true"><path d="M0 0 L4 4 L8 0" /></svg>
        </OverlayArrow>
        {content}
      </Tip>
    </TooltipTrigger>
  );
}

const Panel = styled(AriaPopover)`
  padding: 10px 12px;
  ${popoverSurface}
  max-width: 360px;
  .dialog {
    outline: none;
  }
`;

export interface PopoverProps {
  /** The button that opens it. */
  trigger: ReactElement;
  /** Names the popover for screen readers. */
  'aria-label': string;
  children: ReactNode;
  placement?: 'top' | 'bottom' | 'bottom start' | 'bottom end' | 'start' | 'end';
  defaultOpen?: boolean;
}

/** A popover of interactive content, opened by its trigger, closed by Esc or a click outside. */
export function Popover({ trigger, children, placement = 'bottom start', defaultOpen, ...aria }: PopoverProps) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      {trigger}
      <Panel placement={placement}>
        <Dialog className="dialog" aria-label={aria['aria-label']}>{children}</Dialog>
      </Panel>
    </DialogTrigger>
  );
}
