export { Tooltip, Popover } from './Tooltip';
export type { TooltipProps, PopoverProps } from './Tooltip';
