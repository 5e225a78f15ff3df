import { amapReverseGeocode, createAMapProvider, loadAMap, type AMapNamespace } from './amapProvider';

/**
 * The AMap provider against a stand-in for AMap's JS API (the map service is outside the
 * product and unreachable here): what it loads, when, and how it reads the geocoder's answers.
 */
function fakeAMap(answer: { status: string; result: unknown }): AMapNamespace {
  class Geocoder {
    getAddress(_position: [number, number], callback: (status: string, result: unknown) => void) {
      callback(answer.status, answer.result);
    }
  }
  return { Map: jest.fn() as never, Marker: jest.fn() as never, Geocoder: Geocoder as never };
}

afterEach(() => {
  delete (window as { AMap?: unknown }).AMap;
});

describe('loading the AMap script', () => {
  it('loads only when first needed, once, with the configured key', async () => {
    const loadScript = jest.fn(() => {
      (window as { AMap?: unknown }).AMap = fakeAMap({ status: 'complete', result: { regeocode: { addressComponent: { street: '南京东路', streetNumber: '100号' } } } });
      return Promise.resolve();
    });
    const provider = createAMapProvider({ key: 'KEY-ONE', securityJsCode: 'SEC', loadScript });
    expect(loadScript).not.toHaveBeenCalled();
    await expect(provider.reverseGeocode({ lng: 121.47, lat: 31.23 })).resolves.toEqual({ street: '南京东路', streetNumber: '100号', formattedAddress: undefined });
    await provider.reverseGeocode({ lng: 121.48, lat: 31.23 });
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith('https://webapi.amap.com/maps?v=2.0&key=KEY-ONE&plugin=AMap.Geocoder');
    expect((window as { _AMapSecurityConfig?: unknown })._AMapSecurityConfig).toEqual({ securityJsCode: 'SEC' });
  });

  it('a failed load says so without the address (it holds the key), and may be retried', async () => {
    const loadScript = jest.fn().mockRejectedValueOnce(new Error('The map script could not be loaded')).mockResolvedValueOnce(undefined);
    const config = { key: 'KEY-TWO', loadScript };
    const failure: unknown = await loadAMap(config).catch((error: unknown) => error);
    expect(String(failure)).not.toContain('KEY-TWO');
    // Loaded but AMap missing: a clear error too.
    await expect(loadAMap(config)).rejects.toThrow('did not define AMap');
    expect(loadScript).toHaveBeenCalledTimes(2);
  });
});

describe('reverse geocoding answers', () => {
  it.each([
    ['street and number', { status: 'complete', result: { regeocode: { formattedAddress: '上海市黄浦区南京东路100号', addressComponent: { street: '南京东路', streetNumber: '100号' } } } }, { street: '南京东路', streetNumber: '100号', formattedAddress: '上海市黄浦区南京东路100号' }],
    ['neither (msg81 follows)', { status: 'complete', result: { regeocode: { addressComponent: {} } } }, { street: '', streetNumber: '', formattedAddress: undefined }],
    ['no data', { status: 'no_data', result: 0 }, { street: '', streetNumber: '' }],
  ])('%s', async (_name, answer, expected) => {
    await expect(amapReverseGeocode(fakeAMap(answer), { lng: 1, lat: 2 })).resolves.toEqual(expected);
  });
  it('an error answer rejects', async () => {
    await expect(amapReverseGeocode(fakeAMap({ status: 'error', result: 'INVALID_USER_KEY' }), { lng: 1, lat: 2 })).rejects.toThrow('Reverse geocoding failed');
  });
});
