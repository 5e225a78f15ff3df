import * as v from 'valibot';
import type { AnswerDecl } from '../answer';
import { fieldRuleSchema } from './columns';
import { code, flag, list, num, obj, oneOf, opt, orNull, text, type Leaf } from '../leaves';

/**
 * How an import field's cells read. Named, so that the declaration of the template's answer says
 * this name: an inferred union of literals is printed in the order the compiler first met each
 * literal, which differed between a clean build and an incremental one (the API report's check).
 */
export type ImportFieldKind = 'text' | 'number' | 'date';
const fieldKind = (): Leaf<ImportFieldKind> => oneOf(['text', 'number', 'date']);

const jobState = () => oneOf(['running', 'cancelling', 'done', 'failed', 'cancelled']);

export const importTemplates = {
  name: 'importTemplates',
  description: 'POST /excelImportTemplates: the active import templates (code, name, target, sheet type).',
  at: 'bean',
  schema: () => list(obj({ templatecode: code, name: text, targettable: code, sheettype: code })),
} satisfies AnswerDecl;

export const importTemplate = {
  name: 'importTemplate',
  description: 'POST /excelImport/{code}/template: one template — sheet type, first data row, and per sheet its list and fields.',
  at: 'bean',
  schema: () =>
    obj({
      templatecode: code,
      name: text,
      targettable: code,
      /** 1 one sheet, 2 master and detail, 3 several. */
      sheettype: v.pipe(code, v.picklist(['1', '2', '3'])),
      /** The first data row (1-based); the header is the row above. */
      startrow: num,
      sheets: list(
        obj({
          menuCode: code,
          fields: list(obj({ code, zh: text, en: text, required: flag, kind: fieldKind(), rules: opt(list(fieldRuleSchema())) })),
        }),
      ),
    }),
} satisfies AnswerDecl;

export const importOutcome = {
  name: 'importOutcome',
  description: "POST /excelImport/{code}: the ended job — rows written, its batch, the job's id, and the rows the rules refused.",
  at: 'bean',
  schema: () =>
    obj({
      rows: num,
      batch: code,
      job: opt(num),
      refusedCount: opt(num),
      refused: opt(list(obj({ sheet: num, line: num, message: text }))),
    }),
} satisfies AnswerDecl;

/** An import job's progress: in answers and on the live feed. */
export const importJobSchema = () =>
  obj({ job: num, key: orNull(v.string()), templatecode: code, state: jobState(), done: num, total: num, written: num, refused: num });

export const importJob = {
  name: 'importJob',
  description: "POST /excelImport/jobs/{id}, /cancel: an import job's progress.",
  at: 'bean',
  schema: importJobSchema,
} satisfies AnswerDecl;
