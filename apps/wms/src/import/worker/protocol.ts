import type { ImportTemplateShape, ParsedSheet, ParseResult } from '../model/checks';
import type { ErrorSheet } from '../model/errorWorkbook';

/** A job for the import worker: read a file, write the workbook to send, or write the error file. */
export type WorkerRequest =
  | { kind: 'parse'; bytes: ArrayBuffer; template: ImportTemplateShape }
  | { kind: 'write'; template: ImportTemplateShape; sheets: readonly ParsedSheet[] }
  | { kind: 'errors'; sheets: readonly ErrorSheet[] }
  /** The template workbook: headers by the fields' names in the given language (0 zh, 1 en). */
  | { kind: 'template'; template: ImportTemplateShape; sheetNames: readonly string[]; nameIndex: 0 | 1 };

/** What the worker answers: progress of a parse, then exactly one result or failure. */
export type WorkerReply =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'parsed'; result: ParseResult }
  | { kind: 'written'; bytes: Uint8Array }
  | { kind: 'failed' };
