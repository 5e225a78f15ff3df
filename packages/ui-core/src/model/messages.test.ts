import { MAX_TOASTS, pushToast, isCatalogueMessage, CATALOGUE_MESSAGES, type Toast } from './messages';
import zh from '../i18n/zh.json';
import en from '../i18n/en.json';

const toast = (id: number, content: Toast['content'] = `m${String(id)}`): Toast => ({ id, kind: 'info', content, duration: 0 });

describe('pushToast', () => {
  it('keeps at most MAX_TOASTS, dropping the oldest', () => {
    let stack: Toast[] = [];
    for (let i = 1; i <= MAX_TOASTS + 2; i += 1) stack = pushToast(stack, toast(i));
    expect(stack.map((t) => t.id)).toEqual([3, 4, 5, 6, 7]);
  });

  it('shows a repeated message once, as the newest', () => {
    const stack = pushToast(pushToast([toast(1, 'same'), toast(2)], toast(3, 'same')), toast(4));
    expect(stack.map((t) => t.id)).toEqual([2, 3, 4]);
  });
});

describe('catalogue', () => {
  it.each(CATALOGUE_MESSAGES)('%s has a text in zh and en', (key) => {
    expect(zh.message[key]).toEqual(expect.any(String));
    expect(en.message[key]).toEqual(expect.any(String));
  });

  it('knows its keys', () => {
    expect(isCatalogueMessage('systemError')).toBe(true);
    expect(isCatalogueMessage('nonsense')).toBe(false);
  });
});
