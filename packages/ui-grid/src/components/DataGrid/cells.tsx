import { forwardRef, useId, type ButtonHTMLAttributes, type HTMLAttributes, type InputHTMLAttributes } from 'react';

/**
 * The grid's rows, cells and head controls as plain elements styled by class from the grid's
 * static sheet (gridSheet.tsx): cheap enough to render hundreds per scroll frame, and no
 * styled-components work when the grid mounts.
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

/** A square icon button of the head (settings, search, clear). */
export function IconButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...props} className="g-icon" />;
}

/** The ▲ / ▼ beside a sorted column's name. */
export function SortMark(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className="g-sort" />;
}

/** The search row's date-range filter: its switch and its picker side by side. */
export function FilterRow(props: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className="g-filter-row" />;
}

export interface FilterInputProps {
  'aria-label': string;
  width: number;
  value: string;
  onChange: (value: string) => void;
  /** Enter: search. */
  onSubmit: () => void;
}

/**
 * A text filter: ui-core's `Input` as the search row uses it (no label, description or error),
 * the same elements and look (`.g-field`, `.g-input` copy its field root and box), as plain
 * elements: the search row mounts one per column in view.
 */
export function FilterInput({ 'aria-label': ariaLabel, width, value, onChange, onSubmit }: FilterInputProps) {
  const id = useId();
  return (
    <div style={{ width }}>
      <div className="g-field" style={{ width: '100%' }}>
        <input
          id={id}
          className="g-input"
          type="text"
          value={value}
          aria-label={ariaLabel}
          onChange={(event) => { onChange(event.target.value); }}
          onKeyDown={(event) => { if (event.key === 'Enter') onSubmit(); }}
        />
      </div>
    </div>
  );
}
