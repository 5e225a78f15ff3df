import { forwardRef, type ButtonHTMLAttributes, type ChangeEvent, type CSSProperties, type FocusEvent, type InputEvent, type HTMLAttributes, type InputHTMLAttributes, type KeyboardEvent, type ReactElement } from 'react';

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

export function LinkButton({ danger, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean }) {
  return <button type="button" {...rest} className="g-link" data-danger={flag(danger)} />;
}

export const Checkmark = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Checkmark(props, ref) {
  return <input ref={ref} type="checkbox" {...props} className="g-check" />;
});

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

const FULL_WIDTH: CSSProperties = { width: '100%' };

/** A filter's width in its column: the column's, less its cell's padding, at least 80 px. */
export const filterWidth = (column: { width: number }) => Math.max(80, column.width - 10);

/**
 * A text filter's elements: ui-core's `Input` as the search row uses it (no label, description or
 * error), the same elements and look (`.g-field`, `.g-input` copy its field root and box). A
 * function, not a component: the search row writes one per column in view with shared handlers
 * (the column's code on the input, `code`), no component, state or hook a filter (issue 37);
 * FilterInput is the same elements as a component, for one filter with its own handlers.
 */
export function textFilterElements(input: {
  label: string;
  width: number;
  value: string;
  code?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}): ReactElement {
  return (
    <div style={{ width: input.width }}>
      <div className="g-field" style={FULL_WIDTH}>
        <input className="g-input" type="text" value={input.value} aria-label={input.label} data-code={input.code} onChange={input.onChange} onKeyDown={input.onKeyDown} />
      </div>
    </div>
  );
}

/**
 * An empty text filter of the search row before its first use (issue 50): the input's box,
 * label and place in the tab order without an input (an `<input>` is an element with an inner
 * editor, value tracking and its own style and layout: 13 of them in the bench's view). It is a
 * labelled, focusable text box (`role="textbox"`, editable, so assistive technology and test
 * drivers treat it as the field it stands for); focus, whether by Tab, a click, the grid's Enter
 * or a screen reader, turns it into the real input in the same event, which takes the focus, so
 * the keys typed next go to the input; text that still reaches the stand-in is handed to the
 * filter (`onText`). One element with the input's box at the filter's width, not the input's
 * three (the width box, ui-core's field root and the control): the field root is there for a
 * label, a description or an error, which the search row's filters never show, and the empty box
 * sits where the input does (centred in its cell, 30 px high), so the row looks the same with
 * two elements fewer a filter (26 in the bench's view, issue 50).
 */
export function textFilterStandIn(input: {
  label: string;
  width: number;
  code: string;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onText: (event: InputEvent<HTMLElement>) => void;
}): ReactElement {
  return (
    <div
      className="g-input g-stand"
      style={{ width: input.width }}
      role="textbox"
      tabIndex={0}
      contentEditable
      suppressContentEditableWarning
      aria-label={input.label}
      data-code={input.code}
      onFocus={input.onFocus}
      onBeforeInput={input.onText}
    />
  );
}

/** One text filter with its own handlers (the filter sheet's, FilterControl's): textFilterElements. */
export function FilterInput({ 'aria-label': ariaLabel, width, value, onChange, onSubmit }: FilterInputProps) {
  return textFilterElements({
    label: ariaLabel,
    width,
    value,
    onChange: (event) => { onChange(event.target.value); },
    onKeyDown: (event) => { if (event.key === 'Enter') onSubmit(); },
  });
}
