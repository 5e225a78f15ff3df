/** The contract's checks check-upstream uses (one place: @wms/api's ANSWERS, checkAnswer, ContractDrift). */
export { checkAnswer, checkRowsAgainstColumns, isContractDrift, type AnswerName, type CheckedColumn, type DriftIssue, type Tolerance } from '@wms/api';
