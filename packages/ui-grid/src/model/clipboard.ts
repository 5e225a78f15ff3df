/**
 * Pasting a block copied from Excel (or any spreadsheet): text/plain with cells separated by
 * tabs and rows by newlines; a cell holding a tab, newline or quote is quoted ("a""b").
 * Pure: parsing the text, and planning which cells a block lands on.
 */

/**
 * The rows of cells of clipboard text. CRLF and LF both end a row; the final line break that
 * Excel appends is not an extra empty row; quoted cells keep their tabs, newlines and quotes.
 *
 * @example parseClipboardText('A1\tB1\r\n"x\ny"\tB2\r\n') // → [['A1', 'B1'], ['x\ny', 'B2']]
 */
export function parseClipboardText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') { cell += '"'; i += 1; } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && atCellStart) { quoted = true; atCellStart = false; continue; }
    if (ch === '\t') { row.push(cell); cell = ''; atCellStart = true; continue; }
    if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
      continue;
    }
    cell += ch;
    atCellStart = false;
  }
  if (!atCellStart || cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** One cell a paste writes: the row's key, the column's code and the pasted text. */
export interface PasteTarget {
  rowKey: string;
  column: string;
  text: string;
}

/** Where a block lands, and what did not fit. */
export interface PastePlan {
  targets: PasteTarget[];
  /** Cells that fell on read-only columns (left as they were). */
  skippedReadOnly: number;
  /** Cells beyond the last row or column (not pasted). */
  clipped: number;
}

/**
 * The cells a block writes when pasted with its top-left corner on `anchor`: columns follow the
 * displayed order; a read-only column keeps its value (the block does not shift past it); rows
 * and columns past the table's end are clipped and counted. A single copied cell pasted on a
 * selection is not a block rule here: one cell writes one cell.
 */
export function planPaste(
  block: readonly (readonly string[])[],
  anchor: { rowKey: string; column: string },
  rowKeys: readonly string[],
  columns: readonly { code: string; editable: boolean }[],
): PastePlan {
  const plan: PastePlan = { targets: [], skippedReadOnly: 0, clipped: 0 };
  const top = rowKeys.indexOf(anchor.rowKey);
  const left = columns.findIndex((column) => column.code === anchor.column);
  if (top < 0 || left < 0) return plan;
  block.forEach((cells, r) => {
    cells.forEach((text, c) => {
      const rowKey = rowKeys[top + r];
      const column = columns[left + c];
      if (rowKey === undefined || column === undefined) { plan.clipped += 1; return; }
      if (!column.editable) { plan.skippedReadOnly += 1; return; }
      plan.targets.push({ rowKey, column: column.code, text });
    });
  });
  return plan;
}
