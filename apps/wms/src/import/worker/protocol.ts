import type { ImportCellError, ImportTemplateShape, ParsedSheet, ParseResult } from '../model/checks';
import type { ErrorSheet } from '../model/errorWorkbook';

/** A job for the import worker: read a file, write the workbook to send, or write the error file. */
export type WorkerRequest =
  | { kind: 'parse'; bytes: ArrayBuffer; template: ImportTemplateShape }
  /**
   * The workbook to send: its sheets' rows may come before it in 'rows' parts (in order; then
   * the sheets here have none), as the page posts them without one long task.
   */
  | { kind: 'write'; template: ImportTemplateShape; sheets: readonly ParsedSheet[] }
  | { kind: 'rows'; sheet: number; rows: Record<string, string>[] }
  | { kind: 'errors'; sheets: readonly ErrorSheet[] }
  /** The template workbook: headers by the fields' names in the given language (0 zh, 1 en). */
  | { kind: 'template'; template: ImportTemplateShape; sheetNames: readonly string[]; nameIndex: 0 | 1 };

/**
 * What the worker answers: progress of a parse, then exactly one result or failure. A parse that
 * reads rows sends them first in parts ('rows', in order; parts.ts), then 'parsed' with each
 * sheet's rows, lines and errors left empty.
 */
export type WorkerReply =
  | { kind: 'progress'; done: number; total: number }
  /** Rows of one sheet in file order; errors' `row` counts from the sheet's first row. */
  | { kind: 'rows'; sheet: number; rows: Record<string, string>[]; lines: number[]; errors: ImportCellError[] }
  | { kind: 'parsed'; result: ParseResult }
  | { kind: 'written'; bytes: Uint8Array }
  | { kind: 'failed' };
