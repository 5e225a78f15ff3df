import * as v from 'valibot';
import type { AnswerDecl } from '../answer';
import { code, list, open, record, text } from '../leaves';

/** An option of a select or dictionary (CONTRACT.md §3): `{ code, description }`, other fields kept. */
export const optionSchema = () => open({ code, description: text });

/** The options of a searchData path or a dropdown URL. */
export const options = {
  name: 'options',
  description: "GET a column's searchData path or a dropdown URL: the options, each { code, description }, in data.list (or data as an array; a bare array and a root list are read too).",
  at: 'rows',
  schema: () => list(optionSchema()),
} satisfies AnswerDecl;

/** The dictionary call: the options of each dictionary code asked. */
export const dictionary = {
  name: 'dictionary',
  description: 'POST /dictionary/queryByCodes [codes]: the options of each dictionary code asked, keyed by code.',
  at: 'bean',
  schema: () => v.record(v.string(), list(optionSchema())),
} satisfies AnswerDecl;

/** Autocomplete and remote-select rows: each an object. */
export const suggestions = {
  name: 'suggestions',
  description: 'POST {filterUrl}/{typed text} (autocomplete) and the remote select: the rows offered, each an object, in data (an array) or data.list.',
  at: 'rows',
  schema: () => list(record),
} satisfies AnswerDecl;

export type OptionRow = v.InferOutput<ReturnType<typeof optionSchema>>;
