import type { PrintReport } from '@wms/api';
import { documentsOf, idChunks, printSteps, reportChoices, unprinted, type WaveDocument } from './waveDocs';

/** A report generated: label reports by printer type or key, as the supervisor's print plan reads them. */
const report = (reportkey: string, module: string, printertype = 'LASER'): PrintReport => ({ reportkey, name: reportkey, module, template: `${reportkey.toLowerCase()}.rptdesign`, copies: 1, printer: { printerkey: 'PRN001', name: 'P', printertype } });

/** The documents of a wave of `orders` orders: its pick list and one label an order. */
function waveDocs(orders: number, printed: readonly string[] = []): WaveDocument[] {
  const docs: WaveDocument[] = [{ docid: 'WV1-PL', kind: 'picklist', orderkey: '', printed: printed.includes('WV1-PL'), lines: orders, qty: orders * 2 }];
  for (let i = 1; i <= orders; i++) docs.push({ docid: `WV1-LB-SO${String(i)}`, kind: 'label', orderkey: `SO${String(i)}`, printed: printed.includes(`WV1-LB-SO${String(i)}`), lines: 1, qty: 2 });
  return docs;
}

describe('wave documents', () => {
  it('reads the answer, counting lines and quantity, and leaves out what it cannot read', () => {
    expect(documentsOf({ documents: [
      { docid: 'WV1-PL', kind: 'picklist', printed: false, lines: [{ qty: 2 }, { qty: 3 }] },
      { docid: 'WV1-LB-SO1', kind: 'label', orderkey: 'SO1', printed: true, lines: [{ qty: 2 }] },
      { docid: 'x', kind: 'poster' }, null,
    ] })).toEqual([
      { docid: 'WV1-PL', kind: 'picklist', orderkey: '', printed: false, lines: 2, qty: 5 },
      { docid: 'WV1-LB-SO1', kind: 'label', orderkey: 'SO1', printed: true, lines: 1, qty: 2 },
    ]);
    expect(documentsOf({})).toEqual([]);
  });

  it('prints pick lists first, then labels, each with its report; only what is not printed', () => {
    const docs = unprinted(waveDocs(3, ['WV1-LB-SO2']));
    const steps = printSteps(docs, { picklist: report('RPT_PICK', 'OUTBOUND'), label: report('RPT_LABEL', 'OUTBOUND', 'LABEL') });
    expect(steps.map((s) => [s.kind, s.report.reportkey, s.docids])).toEqual([
      ['picklist', 'RPT_PICK', ['WV1-PL']],
      ['label', 'RPT_LABEL', ['WV1-LB-SO1', 'WV1-LB-SO3']],
    ]);
    expect(printSteps(unprinted(waveDocs(1, ['WV1-PL', 'WV1-LB-SO1'])), { picklist: report('RPT_PICK', 'OUTBOUND') })).toEqual([]);
    expect(printSteps(waveDocs(1), { picklist: report('RPT_PICK', 'OUTBOUND') }).map((s) => s.kind)).toEqual(['picklist']);
  });

  it.each<[string, PrintReport[], string | undefined, string | undefined]>([
    ['the pick-list report and an outbound label report', [report('RPT_ASN', 'INBOUND'), report('RPT_PICK', 'OUTBOUND'), report('RPT_WAYBILL', 'OUTBOUND', 'LABEL'), report('RPT_LABEL_LPN', 'INBOUND')], 'RPT_PICK', 'RPT_WAYBILL'],
    ['a label report of another module when no outbound one prints labels', [report('RPT_PICK', 'OUTBOUND'), report('RPT_WAYBILL', 'OUTBOUND'), report('RPT_LABEL_LPN', 'INBOUND')], 'RPT_PICK', 'RPT_LABEL_LPN'],
    ['any report when none prints labels', [report('RPT_PICK', 'OUTBOUND'), report('RPT_WAYBILL', 'OUTBOUND')], 'RPT_PICK', 'RPT_WAYBILL'],
    ['a waybill report before another outbound label report', [report('RPT_PACK', 'OUTBOUND', 'LABEL'), report('RPT_PICK', 'OUTBOUND'), report('RPT_WAYBILL', 'OUTBOUND', 'LABEL')], 'RPT_PICK', 'RPT_WAYBILL'],
    ['nothing configured', [], undefined, undefined],
  ])('offers %s first', (_name, reports, picklist, label) => {
    const choices = reportChoices(reports);
    expect([choices.picklist[0]?.reportkey, choices.label[0]?.reportkey]).toEqual([picklist, label]);
  });

  it.each<[number, number]>([[0, 0], [1, 1], [6, 1], [7, 2], [40, 7]])('%i label ids go in %i marks of at most 200 characters', (orders, calls) => {
    const ids = waveDocs(orders).filter((d) => d.kind === 'label').map((d) => d.docid.replace('WV1', 'WV0000000401').replace(/SO(\d+)/, (_m, n: string) => `SO${n.padStart(10, '0')}`));
    const chunks = idChunks(ids);
    expect(chunks).toHaveLength(calls);
    expect(chunks.every((c) => c.length <= 200)).toBe(true);
    expect(chunks.flatMap((c) => c.split(','))).toEqual(ids);
  });
});
