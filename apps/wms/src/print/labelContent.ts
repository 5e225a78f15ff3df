/**
 * What each label job of the app prints (issue 48): the title, fields and barcodes of a label,
 * from the records a print button has (receipt label data, a wave's documents, a list's rows).
 * The same labels go to the browser (LabelPages), to ZPL, and their documents to the plug-in.
 * Pure: the field names come through `name` (the catalogue, in the user's language).
 *
 * Barcodes, all read back by the floor's scanners and the camera:
 * - receipt labels: Code 128 of the item barcode (what the receive station reads as the item),
 *   GS1-128 of (241) customer part number = SKU and (10) lot, QR of `<receipt>-<line>`;
 * - LPN and carton labels, waybills: GS1-128 of (00) the SSCC, Code 128 of the LPN or order;
 * - location labels: Code 128 and QR of the location;
 * - consumables: Code 128 of the consumable's code;
 * - any other record: Code 128 of its document number, QR of the report and document.
 */
import type { ListRecord, PrintReport } from '@wms/api';
import { sscc, type Gs1Element, type Label, type LabelBarcode, type LabelField } from '@wms/print';
import type { ReceiptLabel } from '../inbound/model/labels';
import type { WaveDocument } from '../outbound/model/waveDocs';

/**
 * The GS1 company prefix the reference data's SSCCs are made with (690-699 is GS1 China; 6901234
 * is a placeholder: a site sets its own prefix in its templates).
 */
export const GS1_COMPANY_PREFIX = '6901234';

/** The name of a label field, in the user's language (the catalogue's `fields.<key>`). */
export type FieldName = (key: 'receipt' | 'line' | 'owner' | 'sku' | 'lot' | 'qty' | 'order' | 'wave' | 'lines' | 'document' | 'loc' | 'lpn' | 'consumable') => string;

/** GS1's character set 82 (what AI data may hold), for the fields put into GS1 elements. */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;
const gs1Data = (value: string, max: number): string | undefined => (value && value.length <= max && CSET82.test(value) ? value : undefined);

const field = (name: string, value: string | number | undefined): LabelField[] => (value === undefined || value === '' ? [] : [{ name, value: String(value) }]);

/** The labels of receipt-barcode pre-print (/app/barcodeprint): one a copy, as labelDocuments names them. */
export function receiptLabels(labels: readonly ReceiptLabel[], report: Pick<PrintReport, 'name'>, name: FieldName): Label[] {
  return labels.flatMap((l) => Array.from({ length: l.copies }, (_, i) => {
    const elements: Gs1Element[] = [];
    const sku = gs1Data(l.sku, 30);
    const lot = gs1Data(l.lot, 20);
    if (sku) elements.push(['241', sku]);
    if (sku && lot) elements.push(['10', lot]);
    const barcodes: LabelBarcode[] = [
      ...(l.barcode ? [{ kind: 'code128', value: l.barcode } as const] : []),
      ...(elements.length ? [{ kind: 'gs1-128', elements } as const] : []),
      { kind: 'qrcode', value: `${l.receiptkey}-${l.line}` },
    ];
    return {
      id: `${l.receiptkey}-${l.line}-${String(i + 1)}`,
      title: `${report.name} ${l.receiptkey}`,
      fields: [
        ...field(name('line'), `${l.line}${l.storerkey ? ` · ${name('owner')} ${l.storerkey}` : ''}`),
        ...field(name('sku'), [l.sku, l.descr].filter(Boolean).join(' ')),
        ...field(name('lot'), l.lot),
        ...field(name('qty'), l.qty),
      ],
      barcodes,
    };
  }));
}

/** The SSCC of a document number: the company prefix and the number's digits (a carton's serial). */
export const ssccOf = (documentNumber: string): string => sscc(GS1_COMPANY_PREFIX, documentNumber);

/** The labels of a wave's orders (/waveDocPrint): a waybill a carton, its SSCC and the order. */
export function waybillLabels(documents: readonly WaveDocument[], wavekey: string, report: Pick<PrintReport, 'name'>, name: FieldName): Label[] {
  return documents.filter((d) => d.kind === 'label').map((d) => ({
    id: d.docid,
    title: `${report.name} ${d.orderkey}`,
    fields: [...field(name('wave'), wavekey), ...field(name('lines'), d.lines), ...field(name('qty'), d.qty)],
    barcodes: [
      { kind: 'gs1-128', elements: [['00', ssccOf(d.orderkey || d.docid)]] },
      { kind: 'code128', value: d.orderkey || d.docid },
      { kind: 'qrcode', value: d.docid },
    ],
  }));
}

/** Fields a list row may carry, in the order a label shows them. */
const ROW_FIELDS = [['storerkey', 'owner'], ['sku', 'sku'], ['loc', 'loc'], ['lot', 'lot'], ['qty', 'qty']] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * The labels of a label report over documents (a list's print action, /app/supPrint): one a
 * document and copy, with what the document's row says when there is one. LPN and carton reports
 * print the SSCC of the document in GS1-128; location and consumable rows their code.
 */
export function recordLabels(report: Pick<PrintReport, 'name' | 'reportkey' | 'copies'>, documents: readonly string[], rows: ReadonlyMap<string, ListRecord>, name: FieldName): Label[] {
  const copies = Math.max(1, Math.floor(report.copies || 1));
  const pallet = /LPN|CARTON|PALLET|SSCC/i.test(report.reportkey);
  return documents.flatMap((doc) => {
    const row = rows.get(doc);
    const loc = text(row?.loc);
    const consumable = row && 'code' in row && !('sku' in row) ? text(row.code) : '';
    const barcodes: LabelBarcode[] = pallet
      ? [{ kind: 'gs1-128', elements: [['00', ssccOf(doc)]] }, { kind: 'code128', value: doc }]
      : consumable
        ? [{ kind: 'code128', value: consumable }, { kind: 'qrcode', value: doc }]
        : loc && doc === loc
          ? [{ kind: 'code128', value: loc }, { kind: 'qrcode', value: loc }]
          : [{ kind: 'code128', value: doc }, { kind: 'qrcode', value: `${report.reportkey}:${doc}` }];
    const fields: LabelField[] = [
      ...field(name('document'), doc),
      ...ROW_FIELDS.flatMap(([key, label]) => field(name(label), text(row?.[key]))),
      ...(consumable ? field(name('consumable'), consumable) : []),
    ];
    return Array.from({ length: copies }, (_, i) => ({ id: `${doc}-${String(i + 1)}`, title: `${report.name} ${doc}`, fields, barcodes }));
  });
}
