import { cardLayout, CARD_FIELD_COUNT, drawsCards } from './cards';
import { toGridColumns } from './columns';
import { ColumnType, FilterType, type ColumnDefinition } from './types';

const column = (code: string): ColumnDefinition => ({ code, name: code, width: 120, type: ColumnType.String, issearch: FilterType.None });
const columns = (...codes: string[]) => toGridColumns(codes.map(column));
const codes = (list: readonly { code: string }[]) => list.map((c) => c.code);

describe('cardLayout', () => {
  it('takes the first shown column as the title, status as the chip, the next shown columns as fields, up to six', () => {
    const layout = cardLayout(columns('receiptkey', 'externkey', 'storerkey', 'status', 'type', 'qty', 'received', 'carrier', 'door', 'notes'));
    expect(layout.title?.code).toBe('receiptkey');
    expect(layout.status?.code).toBe('status');
    expect(codes(layout.fields)).toEqual(['externkey', 'storerkey', 'type', 'qty', 'received', 'carrier']);
    expect(layout.fields).toHaveLength(CARD_FIELD_COUNT);
  });

  it('puts a list’s named fields first, in its order, then fills with the next shown columns', () => {
    const layout = cardLayout(columns('storerkey', 'sku', 'descr', 'lot', 'loc', 'qty', 'status', 'zone'), { title: 'sku', fields: ['loc', 'qty', 'lot'] });
    expect(layout.title?.code).toBe('sku');
    expect(codes(layout.fields)).toEqual(['loc', 'qty', 'lot', 'storerkey', 'descr', 'zone']);
  });

  it('shows only shown columns: a named field the column dialog hid is left out, a hidden title falls back', () => {
    const layout = cardLayout(columns('orderkey', 'qty', 'status'), { title: 'sku', fields: ['loc', 'qty'] });
    expect(layout.title?.code).toBe('orderkey');
    expect(codes(layout.fields)).toEqual(['qty']);
  });

  it('prefers status to a finish flag for the chip, and takes a finish flag when no status is shown', () => {
    expect(cardLayout(columns('orderkey', 'orderfinishflag', 'status')).status?.code).toBe('status');
    const flagOnly = cardLayout(columns('orderkey', 'orderfinishflag', 'qty'));
    expect(flagOnly.status?.code).toBe('orderfinishflag');
    expect(codes(flagOnly.fields)).toEqual(['qty']);
    expect(cardLayout(columns('orderkey', 'qty')).status).toBeUndefined();
  });

  it('never takes the status as the title', () => {
    expect(cardLayout(columns('status', 'orderkey')).title?.code).toBe('orderkey');
  });
});

describe('drawsCards', () => {
  it('draws cards below the width, a grid from it up and while the box is not measured', () => {
    expect(drawsCards(390)).toBe(true);
    expect(drawsCards(460)).toBe(true);
    expect(drawsCards(599)).toBe(true);
    expect(drawsCards(600)).toBe(false);
    expect(drawsCards(760)).toBe(false);
    expect(drawsCards(0)).toBe(false);
    expect(drawsCards(500, 480)).toBe(false);
  });
});
