import type { PrintReport } from '@wms/api';
import { batchPlan, documentNumbers, isLabelReport, printedDocuments, printJobs } from './printPlan';

const doc: PrintReport = { reportkey: 'RPT_ASN', name: '入库单', module: 'INBOUND', template: 'rpt_asn.rptdesign', copies: 2, printer: { printerkey: 'PRN001', name: '惠普激光 01', printertype: 'LASER' } };
const label: PrintReport = { ...doc, reportkey: 'RPT_LABEL_LPN', copies: 1, printer: { printerkey: 'PRN002', name: '斑马标签机 02', printertype: 'LABEL' } };

describe('print plan', () => {
  it('reads document numbers one a line, without blanks or repeats', () => {
    expect(documentNumbers(' ASN001\n\nASN002\r\nASN001, ASN003 ')).toEqual(['ASN001', 'ASN002', 'ASN003']);
  });

  it('makes one job a copy with the report template and printer', () => {
    const jobs = printJobs(doc, ['A', 'B'], 'r1');
    expect(jobs.map((j) => j.id)).toEqual(['r1:RPT_ASN:A:1', 'r1:RPT_ASN:A:2', 'r1:RPT_ASN:B:1', 'r1:RPT_ASN:B:2']);
    expect(jobs[0]?.cmd).toBe('printReport');
    expect(jobs[0]?.data).toEqual({ template: 'rpt_asn.rptdesign', printer: 'PRN001', document: 'A', copy: 1 });
  });

  it('sends documents 10 a batch and labels 6 a batch', () => {
    expect(batchPlan(printJobs(doc, Array.from({ length: 11 }, (_, i) => `D${i}`), 'r'))).toEqual({ jobs: 22, size: 10, batches: 3 });
    expect(isLabelReport(label)).toBe(true);
    expect(batchPlan(printJobs(label, Array.from({ length: 13 }, (_, i) => `L${i}`), 'r'))).toEqual({ jobs: 13, size: 6, batches: 3 });
  });

  it('counts a document printed only when every copy of it was acknowledged', () => {
    const jobs = printJobs(doc, ['A', 'B', 'C'], 'r1');
    expect(printedDocuments(jobs, [])).toEqual(['A', 'B', 'C']);
    // B's second copy refused: B prints again, whole; A and C are done.
    expect(printedDocuments(jobs, ['r1:RPT_ASN:B:2'])).toEqual(['A', 'C']);
    expect(printedDocuments(jobs, jobs.map((j) => j.id))).toEqual([]);
  });
});
