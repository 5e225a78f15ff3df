import { pinyin } from 'pinyin-pro';
import type { PinyinOf } from './search';

/**
 * The pinyin of a Chinese text by pinyin-pro (its dictionary is large: this module is loaded
 * with a dynamic import when the palette is first opened, in its own chunk, never with the app).
 */
export const pinyinOf: PinyinOf = (text) => pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed', v: true });
