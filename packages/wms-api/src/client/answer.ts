import type { AnswerCall, AnswerDecl, OutputOf } from '../contract/answer';
import { checkDeclared } from '../contract/check';
import { isContractDrift } from '../contract/drift';
import { conflictError } from '../model/conflict';
import { WmsError } from '../model/errors';
import type { WmsClient } from './createWmsClient';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A refusal: an envelope whose returnCode is there and is not 200 (a business rule, bad input, no
 * access; CONTRACT.md §8). It is the server saying no, not drift: a WmsError of kind 'refused'
 * with returnMgr, or the typed conflict of a stale version ("409" with the current record).
 */
export function refusalOf(body: unknown): WmsError | undefined {
  const code = isRecord(body) ? body.returnCode : undefined;
  if (typeof code !== 'string' && typeof code !== 'number') return undefined;
  if (String(code) === '200') return undefined;
  const conflict = conflictError(body, 200);
  if (conflict) return conflict;
  const mgr = isRecord(body) ? body.returnMgr : undefined;
  const text = typeof mgr === 'string' && mgr ? mgr : undefined;
  return new WmsError({ kind: 'refused', status: 200, serverMessage: text, response: body });
}

/**
 * Reads an answer through the contract (issue 47): a refusal rejects as before; otherwise the
 * body is checked against its declaration and its normalised content returned. A ContractDrift is
 * recorded in `client.drift` (counted per call, its last example kept) and thrown, never turned
 * into an empty list or a NaN.
 */
export function readAnswer<D extends AnswerDecl>(client: WmsClient, decl: D, body: unknown, call: AnswerCall): OutputOf<D> {
  const refusal = refusalOf(body);
  if (refusal) throw refusal;
  try {
    return checkDeclared(decl, body, call).value;
  } catch (error) {
    if (isContractDrift(error)) client.drift.record(error);
    throw error;
  }
}
