/** The contract as data, checked at run time (issue 47). */
export { ANSWERS, checkAnswer } from './catalogue';
export type { AnswerName, AnswerOf, CheckedAnswer } from './catalogue';
export { checkRowsAgainstColumns, ROW_SAMPLE } from './rows';
export type { CheckedColumn } from './rows';
export { contractMarkdown } from './markdown';
export type { AnswerDecl, AnswerAt, AnswerCall, Checked, OutputOf, Tolerance } from './answer';
export { ContractDrift, isContractDrift, DriftRegistry, driftKey } from './drift';
export type { DriftIssue, DriftCall, DriftRecord } from './drift';
