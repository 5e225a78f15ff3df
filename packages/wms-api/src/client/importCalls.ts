import type { WmsClient } from './createWmsClient';
import { sendWrite, type WriteOptions } from './operations';
import { readAnswer } from './answer';
import type { AnswerOf } from '../contract/catalogue';
import { importJob, importOutcome, importTemplate, importTemplates } from '../contract/answers/imports';

/** An import template as the import page needs it (POST /excelImport/{code}/template). */
export type ImportTemplateInfo = AnswerOf<'importTemplate'>;

/** A column of an import template's sheet: a writable field of the sheet's target list, with its rules. */
export type ImportTemplateField = ImportTemplateInfo['sheets'][number]['fields'][number];

/** An active import template as the picker lists it. */
export type ImportTemplateSummary = AnswerOf<'importTemplates'>[number];

/** A row the server's rules refused: its sheet (0-based), its line in the sent file, the rule's message. */
export type ImportRefusedRow = NonNullable<AnswerOf<'importOutcome'>['refused']>[number];

/**
 * What an import job answers when it has ended: its rows written, its batch in the import
 * results, the server's message, the job's id, and the rows the rules refused (left out; at most
 * 1,000 named, `refusedCount` all of them).
 */
export interface ImportOutcome {
  rows: number;
  batch: string;
  message: string;
  job?: number;
  refusedCount: number;
  refused: readonly ImportRefusedRow[];
}

/** An import job's progress (POST /excelImport/jobs/{id}, /cancel). */
export type ImportJobProgress = AnswerOf<'importJob'>;

/** Spreadsheet import (CONTRACT.md "Import"). A refusal rejects with a WmsError carrying the server's message. */
export function createImportCalls(client: WmsClient) {
  return {
    /** The active import templates of the warehouse (code, name, target, sheet type). */
    importTemplates: async (): Promise<ImportTemplateSummary[]> => readAnswer(client, importTemplates, await client.post('/excelImportTemplates'), { method: 'POST', path: '/excelImportTemplates' }),
    importTemplate: async (templateCode: string): Promise<ImportTemplateInfo> =>
      readAnswer(client, importTemplate, await client.post(`/excelImport/${encodeURIComponent(templateCode)}/template`), { method: 'POST', path: '/excelImport/{code}/template' }),
    /**
     * Sends a workbook's bytes with an idempotency key (retried on a lost answer; pass your own
     * in `options` to follow the job's progress on the live feed, whose `import` signals carry
     * it). The server runs the import as a job of batches and answers when it ends: the rows the
     * rules refused come back in `refused`, the others are written; a cancelled or wholly refused
     * job rejects with the server's message. `onProgress` gets the share of the upload sent (0 to 1).
     */
    importWorkbook: async (templateCode: string, bytes: Uint8Array, onProgress?: (sent: number) => void, options?: WriteOptions): Promise<ImportOutcome> => {
      // One key for the commit and its retries: a lost answer sends the same bytes again and
      // the server answers the stored outcome instead of importing the rows twice.
      const body = await sendWrite<{ returnMgr?: unknown }>(client, {
        url: `/excelImport/${encodeURIComponent(templateCode)}`,
        data: new Blob([bytes as BlobPart]),
        headers: { 'Content-Type': 'application/octet-stream' },
        onUploadProgress: onProgress ? (event) => { onProgress(event.total ? event.loaded / event.total : 0); } : undefined,
      }, options);
      const bean = readAnswer(client, importOutcome, body, { method: 'POST', path: '/excelImport/{code}' });
      return { rows: bean.rows, batch: bean.batch, message: typeof body.returnMgr === 'string' ? body.returnMgr : '', ...(bean.job === undefined ? {} : { job: bean.job }), refusedCount: bean.refusedCount ?? 0, refused: bean.refused ?? [] };
    },
    /** An import job's progress (the user's own jobs). */
    importJob: async (job: number): Promise<ImportJobProgress> => readAnswer(client, importJob, await client.post(`/excelImport/jobs/${String(job)}`, {}), { method: 'POST', path: '/excelImport/jobs/{id}' }),
    /** Asks an import job to stop after its current batch: its rows written so far stay. */
    cancelImport: async (job: number): Promise<ImportJobProgress> => readAnswer(client, importJob, await client.post(`/excelImport/jobs/${String(job)}/cancel`, {}), { method: 'POST', path: '/excelImport/jobs/{id}/cancel' }),
  };
}

export type ImportCalls = ReturnType<typeof createImportCalls>;
