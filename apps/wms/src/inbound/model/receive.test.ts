import { callSignature, entriesWithoutQty, qtyProblem, receiveBody, RECEIVE_QTY } from './receive';
import { lineOf } from './testing';

describe('receiving by line', () => {
  it.each([
    ['', undefined], ['  ', undefined], ['3', undefined], ['2.5', undefined], [4, undefined],
    ['0', 'positive'], ['0.0', 'positive'], ['-1', 'number'], ['abc', 'number'], ['1e3', 'number'], ['1.1234567', 'number'],
  ])('a typed quantity %j: %j', (typed, problem) => {
    expect(qtyProblem(typed)).toBe(problem);
  });

  it.each([
    [{ [RECEIVE_QTY]: '', rcvToloc: 'A-01' }, true],
    [{ [RECEIVE_QTY]: '2', rcvToloc: 'A-01' }, false],
    [{ [RECEIVE_QTY]: '', rcvToloc: '  ' }, false],
    [{ [RECEIVE_QTY]: '' }, false],
  ])('entries %j without a quantity: %s', (row, flagged) => {
    expect(entriesWithoutQty(row)).toBe(flagged);
  });

  it.each([
    [{ [RECEIVE_QTY]: '5' }, { line: '00001', qty: 5 }],
    [{ [RECEIVE_QTY]: ' 2.5 ', rcvToloc: ' A-01-02 ', rcvToid: 'LPN1', rcvLottable02: 'B7', rcvLottable04: '2026-06-01', rcvLottable05: '' }, { line: '00001', qty: 2.5, toloc: 'A-01-02', toid: 'LPN1', lottable02: 'B7', lottable04: '2026-06-01' }],
    [{ [RECEIVE_QTY]: '' , rcvToloc: 'A-01' }, undefined],
    [{ [RECEIVE_QTY]: '0' }, undefined],
  ])('row %j sends %j', (row, body) => {
    expect(receiveBody(lineOf(), row)).toEqual(body);
  });

  it('signs a call by its values, whatever their order', () => {
    expect(callSignature('asn/receive', { qty: 1, line: '00001' })).toBe(callSignature('asn/receive', { line: '00001', qty: 1 }));
    expect(callSignature('asn/receive', { qty: 1, line: '00001' })).not.toBe(callSignature('asn/receive', { qty: 2, line: '00001' }));
  });
});
