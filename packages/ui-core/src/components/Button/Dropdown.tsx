import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react';
import { CaretDownIcon } from '../Icon/icons';
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import styled from 'styled-components';
import { buttonLogEntry } from '../../model/buttonLog';
import { useButtonLogger } from './ButtonLogContext';
import { popoverSurface } from '../Field/base.styles';

const TriggerContext = createContext<RefObject<HTMLButtonElement | null> | undefined>(undefined);

const Trigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 30px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  cursor: pointer;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

// Its width is its content's, wherever it is placed: left to shrink to fit, a menu moved left
// to stay on screen (a toolbar's "more" at a phone's right edge) changed width as it was placed,
// inside React Aria's ResizeObserver callback, and WebKit reported "ResizeObserver loop completed
// with undelivered notifications" as an uncaught error (issue 36).
const MenuPopover = styled(Popover)`
  width: max-content;
  max-width: calc(100vw - 24px);
  min-width: 140px;
  ${popoverSurface}
  padding: 4px 0;
`;

const StyledMenu = styled(Menu)`
  outline: none;
`;

const Item = styled(MenuItem)`
  padding: 6px 12px;
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.palette.surfaceMuted};
    color: ${({ theme }) => theme.palette.primary};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: not-allowed;
  }
`;

export interface DropdownProps {
  /** The trigger's text (it also names the menu for screen readers). */
  label: ReactNode;
  /** DropdownItem elements. */
  children: ReactNode;
  /** Disables the trigger. */
  disabled?: boolean;
  /** Opens the menu on first render (for stories and screenshots). */
  defaultOpen?: boolean;
  /** Module name for the click log of the items. */
  'data-module-name'?: string;
  /** Menu name for the click log of the items. */
  'data-menu-name'?: string;
}

/** A button that opens a menu of DropdownItems; keyboard and screen-reader accessible. */
export function Dropdown({ label, children, disabled = false, defaultOpen, ...data }: DropdownProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <TriggerContext.Provider value={triggerRef}>
      <MenuTrigger defaultOpen={defaultOpen}>
        <Trigger ref={triggerRef} isDisabled={disabled} {...data}>
          {label}
          <CaretDownIcon />
        </Trigger>
        <MenuPopover placement="bottom start">
          <StyledMenu>{children}</StyledMenu>
        </MenuPopover>
      </MenuTrigger>
    </TriggerContext.Provider>
  );
}

export interface DropdownItemProps {
  /** The item's text; it is also the logged buttonName. */
  children: string;
  /** Called when the item is chosen (click, Enter or Space). */
  onAction?: () => void;
  /** Set false for items whose clicks must not be logged (CONTRACT.md §6). Default true. */
  log?: boolean;
  disabled?: boolean;
  /** Module name for the click log (otherwise the trigger's or its ancestors'). */
  'data-module-name'?: string;
  /** Menu name for the click log (otherwise the trigger's or its ancestors'). */
  'data-menu-name'?: string;
}

/**
 * An item of a Dropdown that reports each choice to the injected logger, like Button.
 * The menu floats outside the page, so module and menu names come from the item's own data
 * attributes, else from the trigger and its ancestors.
 */
export function DropdownItem({ children, onAction, log = true, disabled = false, ...data }: DropdownItemProps) {
  const logger = useButtonLogger();
  const triggerRef = useContext(TriggerContext);
  const handleAction = () => {
    if (log && logger) {
      const trigger = triggerRef?.current;
      const fromTrigger = trigger ? buttonLogEntry(trigger, children) : undefined;
      logger({
        buttonName: children.trim(),
        moduleName: data['data-module-name'] ?? fromTrigger?.moduleName ?? '',
        menuName: data['data-menu-name'] ?? fromTrigger?.menuName ?? '',
      });
    }
    onAction?.();
  };
  return (
    <Item textValue={children} isDisabled={disabled} onAction={handleAction} {...data}>
      {children}
    </Item>
  );
}
