import { SheetGrid, type SheetColumn } from '@wms/ui-grid';

/** A line of a receipt, edited spreadsheet-style: an interface, no index signature needed. */
export interface ReceiptLine {
  id: string;
  sku: string;
  qty: number;
}

const LINE_COLUMNS: SheetColumn<ReceiptLine>[] = [
  { code: 'sku', name: 'Item', editor: { kind: 'text' }, rules: [{ required: true, message: 'An item is required' }] },
  { code: 'qty', name: 'Quantity', align: 'end', editor: { kind: 'text' }, rules: [{ validator: (value) => Number(value) > 0 || 'Above 0' }] },
];

/** The lines of one receipt in a SheetGrid typed by the interface. */
export function ReceiptLines({ lines, onChange }: { lines: ReceiptLine[]; onChange: (lines: ReceiptLine[]) => void }) {
  return <SheetGrid<ReceiptLine> aria-label="Lines" columns={LINE_COLUMNS} rows={lines} onRowsChange={onChange} rowKey={(line) => line.id} />;
}
