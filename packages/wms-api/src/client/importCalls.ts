import type { FieldRule } from '../model/fieldRules';
import { isSuccess, type Envelope } from '../model/envelope';
import { WmsError } from '../model/errors';
import type { WmsClient } from './createWmsClient';
import { sendWrite, type WriteOptions } from './operations';

/** A column of an import template's sheet: a writable field of the sheet's target list. */
export interface ImportTemplateField {
  code: string;
  zh: string;
  en: string;
  required: boolean;
  kind: 'text' | 'number' | 'date';
  /** The field's rules, as the list's column configuration serves them (CONTRACT.md `fieldRules`). */
  rules?: readonly FieldRule[];
}

/** An active import template as the picker lists it. */
export interface ImportTemplateSummary {
  templatecode: string;
  name: string;
  targettable: string;
  sheettype: string;
}

/** An import template as the import page needs it (POST /excelImport/{code}/template). */
export interface ImportTemplateInfo {
  templatecode: string;
  name: string;
  targettable: string;
  /** 1 one sheet, 2 master and detail, 3 several. */
  sheettype: '1' | '2' | '3';
  /** The first data row (1-based); the header is the row above. */
  startrow: number;
  /** One per sheet in order (master first); the last serves any further sheet. */
  sheets: { menuCode: string; fields: ImportTemplateField[] }[];
}

/** A row the server's rules refused: its sheet (0-based), its line in the sent file, the rule's message. */
export interface ImportRefusedRow {
  sheet: number;
  line: number;
  message: string;
}

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
export interface ImportJobProgress {
  job: number;
  key: string | null;
  templatecode: string;
  state: 'running' | 'cancelling' | 'done' | 'failed' | 'cancelled';
  done: number;
  total: number;
  written: number;
  refused: number;
}

function beanOf<T>(body: Envelope<T>): T {
  if (!isSuccess(body)) {
    const text = typeof body.returnMgr === 'string' && body.returnMgr ? body.returnMgr : undefined;
    throw new WmsError({ kind: 'refused', status: 200, serverMessage: text, response: body });
  }
  return body.bean as T;
}

/** Spreadsheet import (CONTRACT.md "Import"). A refusal rejects with a WmsError carrying the server's message. */
export function createImportCalls(client: WmsClient) {
  return {
    /** The active import templates of the warehouse (code, name, target, sheet type). */
    importTemplates: async (): Promise<ImportTemplateSummary[]> => beanOf(await client.post<Envelope<ImportTemplateSummary[]>>('/excelImportTemplates')),
    importTemplate: async (templateCode: string): Promise<ImportTemplateInfo> =>
      beanOf(await client.post<Envelope<ImportTemplateInfo>>(`/excelImport/${encodeURIComponent(templateCode)}/template`)),
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
      const body = await sendWrite<Envelope<{ rows: number; batch: string; job?: number; refusedCount?: number; refused?: ImportRefusedRow[] }>>(client, {
        url: `/excelImport/${encodeURIComponent(templateCode)}`,
        data: new Blob([bytes as BlobPart]),
        headers: { 'Content-Type': 'application/octet-stream' },
        onUploadProgress: onProgress ? (event) => { onProgress(event.total ? event.loaded / event.total : 0); } : undefined,
      }, options);
      const bean = beanOf(body);
      return { rows: bean.rows, batch: bean.batch, message: typeof body.returnMgr === 'string' ? body.returnMgr : '', ...(bean.job === undefined ? {} : { job: bean.job }), refusedCount: bean.refusedCount ?? 0, refused: bean.refused ?? [] };
    },
    /** An import job's progress (the user's own jobs). */
    importJob: async (job: number): Promise<ImportJobProgress> => beanOf(await client.post<Envelope<ImportJobProgress>>(`/excelImport/jobs/${String(job)}`, {})),
    /** Asks an import job to stop after its current batch: its rows written so far stay. */
    cancelImport: async (job: number): Promise<ImportJobProgress> => beanOf(await client.post<Envelope<ImportJobProgress>>(`/excelImport/jobs/${String(job)}/cancel`, {})),
  };
}

export type ImportCalls = ReturnType<typeof createImportCalls>;
