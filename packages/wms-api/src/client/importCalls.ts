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

/** What a committed import answers: its rows, its batch in the import results, the server's message. */
export interface ImportOutcome {
  rows: number;
  batch: string;
  message: string;
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
     * Sends a workbook's bytes with an idempotency key (retried on a lost answer); the server
     * writes every row or none. `onProgress` gets the share
     * of the upload sent (0 to 1); the commit itself follows it.
     */
    importWorkbook: async (templateCode: string, bytes: Uint8Array, onProgress?: (sent: number) => void, options?: WriteOptions): Promise<ImportOutcome> => {
      // One key for the commit and its retries: a lost answer sends the same bytes again and
      // the server answers the stored outcome instead of importing the rows twice.
      const body = await sendWrite<Envelope<{ rows: number; batch: string }>>(client, {
        url: `/excelImport/${encodeURIComponent(templateCode)}`,
        data: new Blob([bytes as BlobPart]),
        headers: { 'Content-Type': 'application/octet-stream' },
        onUploadProgress: onProgress ? (event) => { onProgress(event.total ? event.loaded / event.total : 0); } : undefined,
      }, options);
      const bean = beanOf(body);
      return { rows: bean.rows, batch: bean.batch, message: typeof body.returnMgr === 'string' ? body.returnMgr : '' };
    },
  };
}

export type ImportCalls = ReturnType<typeof createImportCalls>;
