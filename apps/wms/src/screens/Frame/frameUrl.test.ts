/** @jest-environment node */
import { allowedFrameOrigins, resolveFrameUrl } from './frameUrl';

const own = 'http://wms.local';
const allowed = allowedFrameOrigins(own, ['https://check.example']);

describe('embedded frames only show allow-listed origins', () => {
  it.each([
    [undefined, { refused: 'none' }],
    ['', { refused: 'none' }],
    ['/ris-wms/help.html', { url: 'http://wms.local/ris-wms/help.html' }],
    ['https://check.example/MULTICHECK?x=1', { url: 'https://check.example/MULTICHECK?x=1' }],
    ['https://evil.example/', { refused: 'outside', origin: 'https://evil.example' }],
    ['javascript:alert(1)', { refused: 'outside', origin: 'javascript:' }],
    ['//evil.example/a', { refused: 'outside', origin: 'http://evil.example' }],
  ])('%p → %j', (candidate, expected) => {
    expect(resolveFrameUrl(candidate, allowed, `${own}/ris-wms/iframe`)).toEqual(expected);
  });
});
