import { forwardRef, useId, type ButtonHTMLAttributes, type HTMLAttributes, type InputHTMLAttributes } from 'react';

/**
 * The grid's rows, cells and head controls as plain elements styled by class from the grid's
 * static sheet (gridSheet.tsx): cheap enough to render hundreds per scroll frame, and no
 * styled-components work when the grid mounts.
 */

type Flag = boolean | undefined;
const flag = (on: Flag) => (on ? '' : undefined);

/**
 * A cell's classes: `g-cell`, and its flags as classes (`g-hd` a head cell, `g-ck` clickable,
 * `g-tx` plain text), one property for React to set instead of an attribute a flag (a data row's
 * cells are most of the elements a mount creates, issue 50).
 */
export function cellClass($head: Flag, $clickable: Flag, $text: Flag, className?: string): string {
  let name = 'g-cell';
  if ($head) name += ' g-hd';
  if ($clickable) name += ' g-ck';
  if ($text) name += ' g-tx';
  return className ? `${name} ${className}` : name;
}

export function CellBox({ $align, $head, $clickable, $text, className, ...rest }: HTMLAttributes<HTMLDivElement> & { $align?: 'start' | 'end' | undefined; $head?: Flag; $clickable?: Flag; $text?: Flag; 'data-row'?: number; 'data-col'?: number }) {
  return <div {...rest} className={cellClass($head, $clickable, $text, className)} data-align={$align} />;
}

export function CellText(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className="g-text" />;
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
