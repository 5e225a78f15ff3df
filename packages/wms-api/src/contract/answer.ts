import type * as v from 'valibot';

/**
 * Where an answer's content is (CONTRACT.md §3, §7):
 * - `bean`: in the envelope's `bean`;
 * - `page`: a page `{ list, pageNum | curpage, pageSize, total }` in `page` (also read in `bean`
 *   or `data`), its summary row in `totalData`;
 * - `rows`: a list of rows or options in `data.list` or `data` (also read as a bare array, or `list`);
 * - `envelope`: nothing but the envelope (an acknowledgement: only returnCode is read);
 * - `message`: a message of the live feed's stream, no envelope.
 */
export type AnswerAt = 'bean' | 'page' | 'rows' | 'envelope' | 'message';

/**
 * One answer of the contract: its name, what it is for (CONTRACT.md's words), where its content
 * sits, and its schema — built on first use (a declaration is a plain object, so an app's bundler
 * keeps only the answers its calls read), from which its TypeScript type comes (`OutputOf`).
 */
export interface AnswerDecl<S extends v.GenericSchema = v.GenericSchema> {
  readonly name: string;
  /** What the answer is, for CONTRACT.md: which calls answer it. */
  readonly description: string;
  readonly at: AnswerAt;
  /** The content's schema (for `page`: the page object's). */
  readonly schema: () => S;
}

/** The TypeScript type of an answer's normalised content. */
export type OutputOf<D extends AnswerDecl> = v.InferOutput<ReturnType<D['schema']>>;

/** A variation the contract tolerates, as it was normalised: where, and what it was. */
export interface Tolerance {
  /** JSON path from the body's root (`$.page.total`; `[*]` where many items varied alike). */
  path: string;
  /** What came and how it was read ("number sent as a string"; "×12" when many items). */
  what: string;
}

/** A checked answer: its normalised content and the tolerated variations it had. */
export interface Checked<T> {
  value: T;
  tolerated: Tolerance[];
}

/** The call an answer came from: its method and path as called (no base, no query string). */
export interface AnswerCall {
  method: string;
  path: string;
}
