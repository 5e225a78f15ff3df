/** The contract's checks check-upstream uses, in one place: @wms/api's checkAnswer, checkRowsAgainstColumns and ContractDrift (issue 47). */
export { checkAnswer, checkRowsAgainstColumns, isContractDrift, type AnswerName, type CheckedColumn, type DriftIssue, type Tolerance } from '@wms/api';
