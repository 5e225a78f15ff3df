import type { AnswerCall, AnswerDecl, Checked, OutputOf } from './answer';
import { checkDeclared } from './check';
import { acknowledgement, buttons, login, menus, permission, warehouseSwitch, warehouses } from './answers/session';
import { auditPage, booksCheck, listPage, lookupPage, recordAnswer, savedLines } from './answers/pages';
import { columnConfig } from './answers/columns';
import { dictionary, options, suggestions } from './answers/options';
import { consoleToday, permissionRoleTree, permissionRoles, permissionUsers, printReports, reportCapacityWarning, reportMovements, reportOptimize, reportReceiving, reportStock } from './answers/supervisor';
import { operationResult, stationDoc, stationScan } from './answers/operations';
import { importJob, importOutcome, importTemplate, importTemplates } from './answers/imports';
import { liveEvent, liveImport } from './answers/live';

/**
 * Every answer the app reads (issue 47), keyed by name: each a declaration — its schema, what it
 * is, where its content sits — from which both its TypeScript type (`AnswerOf`) and its check at
 * run time (`checkAnswer`) come. CONTRACT.md's "What each answer must hold" is generated from it
 * (`contractMarkdown`).
 */
export const ANSWERS = {
  login,
  menus,
  buttons,
  warehouses,
  warehouseSwitch,
  permission,
  acknowledgement,
  columnConfig,
  listPage,
  lookupPage,
  options,
  dictionary,
  suggestions,
  record: recordAnswer,
  savedLines,
  operationResult,
  stationDoc,
  stationScan,
  permissionRoles,
  permissionRoleTree,
  permissionUsers,
  consoleToday,
  reportReceiving,
  reportMovements,
  reportStock,
  reportOptimize,
  reportCapacityWarning,
  printReports,
  importTemplates,
  importTemplate,
  importOutcome,
  importJob,
  auditPage,
  booksCheck,
  liveEvent,
  liveImport,
} as const;

/** The name of an answer of the contract. */
export type AnswerName = keyof typeof ANSWERS;

/** The TypeScript type of an answer's normalised content (`AnswerOf<'listPage'>` is a page of rows). */
export type AnswerOf<A extends AnswerName> = OutputOf<(typeof ANSWERS)[A]>;

/** What `checkAnswer` gives for an answer named, or declared. */
export type CheckedAnswer<A extends AnswerName | AnswerDecl> = Checked<A extends AnswerName ? AnswerOf<A> : A extends AnswerDecl ? OutputOf<A> : never>;

/**
 * Checks a body against an answer of the contract (by name, or its declaration): the envelope
 * (returnCode "200"), where the content sits (a page under `page`, `bean` or `data`; options in
 * `data.list`, `data` or a bare array), and the content. Gives the normalised content and what
 * was tolerated; throws a `ContractDrift` naming the call, the JSON path, what was expected and
 * what came.
 *
 * @example
 * const { value, tolerated } = checkAnswer('listPage', body, { method: 'POST', path: '/asn/list/{page}' });
 * // value: { rows, page, pageSize, total, summary? }; tolerated: [{ path: '$.page.total', what: 'number sent as a string' }]
 */
export function checkAnswer<A extends AnswerName | AnswerDecl>(answer: A, body: unknown, call: AnswerCall): CheckedAnswer<A> {
  const named: AnswerName | AnswerDecl = answer;
  const decl: AnswerDecl = typeof named === 'string' ? ANSWERS[named] : named;
  return checkDeclared(decl, body, call) as CheckedAnswer<A>;
}
