import { choosePath, markPluginSeen, offeredPaths, pathStorageKey, pluginSeen, rememberedPath, rememberPath, type ChoiceStorage } from './paths';

const zebra = { printerkey: 'PRN001', name: '斑马标签机 01', zpl: true };
const laser = { printerkey: 'PRN002', name: '惠普激光 02', zpl: false };

function memory(): ChoiceStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); } };
}

describe('print paths', () => {
  it('offers the plug-in only while it is connected, ZPL only for labels to a ZPL printer, the browser always', () => {
    expect(offeredPaths({ kind: 'label', plugin: 'open', printer: zebra })).toEqual(['plugin', 'zpl', 'browser']);
    expect(offeredPaths({ kind: 'label', plugin: 'closed', printer: zebra })).toEqual(['zpl', 'browser']);
    expect(offeredPaths({ kind: 'label', plugin: 'connecting', printer: laser })).toEqual(['browser']);
    expect(offeredPaths({ kind: 'document', plugin: 'closed', printer: zebra })).toEqual(['browser']);
    expect(offeredPaths({ kind: 'label', plugin: 'closed' })).toEqual(['browser']);
  });
  it('chooses the remembered path when offered, else the plug-in where connected, else the browser', () => {
    expect(choosePath(['plugin', 'zpl', 'browser'])).toBe('plugin');
    expect(choosePath(['zpl', 'browser'])).toBe('browser');
    expect(choosePath(['plugin', 'zpl', 'browser'], 'zpl')).toBe('zpl');
    expect(choosePath(['zpl', 'browser'], 'plugin')).toBe('browser');
  });
  it('remembers the choice per printer', () => {
    const storage = memory();
    rememberPath(storage, 'PRN001', 'zpl');
    rememberPath(storage, 'PRN002', 'browser');
    expect(rememberedPath(storage, 'PRN001')).toBe('zpl');
    expect(rememberedPath(storage, 'PRN002')).toBe('browser');
    expect(rememberedPath(storage, 'PRN003')).toBeUndefined();
    storage.setItem(pathStorageKey('PRN003'), 'fax');
    expect(rememberedPath(storage, 'PRN003')).toBeUndefined();
  });
  it('remembers nothing, and throws nothing, where storage is refused', () => {
    const refusing: ChoiceStorage = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceeded'); } };
    expect(() => { rememberPath(refusing, 'P', 'zpl'); }).not.toThrow();
    expect(rememberedPath(refusing, 'P')).toBeUndefined();
    expect(pluginSeen(refusing)).toBe(false);
  });
  it('knows whether the plug-in ever answered on this device', () => {
    const storage = memory();
    expect(pluginSeen(storage)).toBe(false);
    markPluginSeen(storage);
    expect(pluginSeen(storage)).toBe(true);
  });
});
