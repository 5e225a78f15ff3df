export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Dropdown, DropdownItem } from './Dropdown';
export type { DropdownProps, DropdownItemProps } from './Dropdown';
export { ButtonLogProvider, useButtonLogger } from './ButtonLogContext';
export type { ButtonLogProviderProps } from './ButtonLogContext';
