import {
  buildRequest, CLIENT_ERRORS, COMMANDS, createRequestIds, encodeRequest, isCommand, isPrintCommand,
  isRetryableError, parseReply, parseRequest, PRINT_COMMANDS, replyResult,
} from './protocol';
import { TIMEOUT_RESULT } from './constants';

describe('commands', () => {
  it('knows the 15 commands of the spec, 5 of which print', () => {
    expect(COMMANDS).toHaveLength(15);
    expect(PRINT_COMMANDS.every((cmd) => isCommand(cmd))).toBe(true);
    expect(isCommand('getWeight')).toBe(true);
    expect(isCommand('format')).toBe(false);
    expect(isPrintCommand('printLabel')).toBe(true);
    expect(isPrintCommand('getWeight')).toBe(false);
  });
});

describe('buildRequest', () => {
  it.each([
    ['a print command carries the given job id', buildRequest('r1', 'printLabel', { sku: 'A' }, 'job-7'), { id: 'r1', cmd: 'printLabel', data: { sku: 'A' }, jobId: 'job-7' }],
    ['a print command without one carries the request id', buildRequest('r2', 'printPdf', 'x'), { id: 'r2', cmd: 'printPdf', data: 'x', jobId: 'r2' }],
    ['another command never carries one', buildRequest('r3', 'getWeight', undefined, 'job-1'), { id: 'r3', cmd: 'getWeight' }],
    ['a payload is kept as given', buildRequest('r4', 'setWarehouse', 'WH01'), { id: 'r4', cmd: 'setWarehouse', data: 'WH01' }],
  ])('%s', (_, request, expected) => {
    expect(request).toEqual(expected);
    expect(parseRequest(encodeRequest(request))).toEqual(expected);
  });
});

describe('parseReply', () => {
  it.each([
    ['{"id":"1","ok":true,"result":5}', { id: '1', ok: true, result: 5 }],
    ['{"id":"2","ok":false,"error":"no paper"}', { id: '2', ok: false, error: 'no paper' }],
    ['{"id":"2","ok":false}', { id: '2', ok: false, error: 'error' }],
    ['{"id":3,"ok":true}', undefined],
    ['[1]', undefined],
    ['not json', undefined],
    ['null', undefined],
  ])('%s', (frame, expected) => {
    expect(parseReply(frame)).toEqual(expected);
  });

  it('gives a command its result', () => {
    expect(replyResult({ id: '1', ok: true, result: 5 })).toEqual({ ok: true, result: 5 });
    expect(replyResult({ id: '1', ok: false, error: 'no paper' })).toEqual({ ok: false, error: 'no paper' });
  });
});

describe('errors and ids', () => {
  it.each([
    [TIMEOUT_RESULT, true],
    [CLIENT_ERRORS.notConnected, true],
    [CLIENT_ERRORS.disconnected, true],
    ['printer offline', false],
  ])('%s is retryable: %s', (error, retryable) => {
    expect(isRetryableError(error)).toBe(retryable);
  });

  it("names the time-out as the spec does: 'timeout 5s'", () => {
    expect(CLIENT_ERRORS.timeout).toBe('timeout 5s');
  });

  it('makes unique request ids', () => {
    const next = createRequestIds('q');
    expect([next(), next(), next()]).toEqual(['q1', 'q2', 'q3']);
  });
});
