import { fieldRuleFailure, type OperationField } from '@wms/api';

/** Why an operation's input is refused: the server's message, or one of the dialog's own checks. */
export type OperationInputProblem = { message: string } | { key: 'required' | 'number' };

const isNumeric = (type: string) => /^(number|int|integer|decimal|float|qty)$/i.test(type);

/**
 * An operation's input judged as the server will judge it: by the rules the server serves with
 * the field (OperationDef.fields[].rules, in its words), else — a server that serves none — by
 * the dialog's own required and number checks. An input left blank is not given: only its being
 * required judges it, on the server too.
 */
export function operationInputProblem(field: OperationField, input: string): OperationInputProblem | undefined {
  const value = input.trim();
  if (field.rules) {
    const broken = value || field.required ? fieldRuleFailure(field.rules, value) : undefined;
    return broken === undefined ? undefined : { message: broken };
  }
  if (!value) return field.required ? { key: 'required' } : undefined;
  if (isNumeric(field.type) && !/^-?\d+(\.\d+)?$/.test(value)) return { key: 'number' };
  return undefined;
}

/** The value an operation's input is sent as (undefined: left blank, not sent). */
export function operationInputValue(field: OperationField, input: string): string | number | undefined {
  const value = input.trim();
  if (!value) return undefined;
  return isNumeric(field.type) ? Number(value) : value;
}
