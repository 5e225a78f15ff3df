/**
 * The contract's checks check-upstream uses, in one place: `checkAnswer`, `checkRowsAgainstColumns`
 * and `ContractDrift` of @wms/api (issue 47). Read from the contract's module until the package's
 * index exports them.
 */
export { checkAnswer, checkRowsAgainstColumns, isContractDrift, type AnswerName, type CheckedColumn, type DriftIssue, type Tolerance } from '../../packages/wms-api/src/contract/index.ts';
