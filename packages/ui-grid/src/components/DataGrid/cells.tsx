import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type InputHTMLAttributes } from 'react';

/**
 * The grid's rows and cells as plain elements (styled by class in `Scroller`, see
 * DataGrid.styles.ts): cheap enough to render hundreds per scroll frame.
 */

type Flag = boolean | undefined;
const flag = (on: Flag) => (on ? '' : undefined);

export function CellBox({ $align, $head, $clickable, $text, className, ...rest }: HTMLAttributes<HTMLDivElement> & { $align?: 'start' | 'end' | undefined; $head?: Flag; $clickable?: Flag; $text?: Flag; 'data-row'?: number; 'data-col'?: number }) {
  return <div {...rest} className={className ? `g-cell ${className}` : 'g-cell'} data-align={$align} data-head={flag($head)} data-clickable={flag($clickable)} data-text={flag($text)} />;
}

export function CellText(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className="g-text" />;
}

export function RowBox({ $selected, $striped, $changed, ...rest }: HTMLAttributes<HTMLDivElement> & { $selected?: Flag; $striped?: Flag; $changed?: Flag }) {
  return <div {...rest} className="g-row" data-selected={flag($selected)} data-striped={flag($striped)} data-changed={flag($changed)} />;
}

export function HeadRow(props: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className="g-row" />;
}

export function LinkButton({ danger, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return <button type="button" {...rest} className="g-link" data-danger={flag(danger)} />;
}

export const Checkmark = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Checkmark(props, ref) {
  return <input ref={ref} type="checkbox" {...props} className="g-check" />;
});
