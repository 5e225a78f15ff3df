import { versionsOfRows, type ListRecord } from '@wms/api';
import { withSavedRecord } from './savedRows';

const page: ListRecord[] = [
  { id: 1, receiptkey: 'R1', status: '0', version: 3 },
  { id: 2, receiptkey: 'R2', status: '0', version: 7 },
];

describe('withSavedRecord', () => {
  it('puts the saved record in place of its row: a delete then sends the saved version', () => {
    const rows = withSavedRecord(page, { id: '2', receiptkey: 'R2', status: '0', version: 8, notes: 'edited' });
    expect(versionsOfRows(rows)).toEqual({ 1: 3, 2: 8 });
    expect(rows[1]).toMatchObject({ receiptkey: 'R2', notes: 'edited', version: 8 });
    expect(rows[0]).toBe(page[0]);
  });
  it('leaves the page as it is for a record it does not hold, or one without an id', () => {
    expect(withSavedRecord(page, { id: 9, version: 1 })).toBe(page);
    expect(withSavedRecord(page, { receiptkey: 'NEW', version: 1 })).toBe(page);
  });
});
