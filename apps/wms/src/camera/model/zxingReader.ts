import { prepareZXingModule, readBarcodes, type ReadInputBarcodeFormat } from 'zxing-wasm/reader';
// The .wasm as a file of this build (assets/zxing_reader-<hash>.wasm): served from the app's own
// origin and precached by the service worker, never from the package's default CDN.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { CameraFormat, CodeReader } from './reader';
import { CAMERA_FORMATS } from './reader';

/** The camera's formats in ZXing's names. */
const ZXING_FORMAT: Record<CameraFormat, ReadInputBarcodeFormat> = {
  code_128: 'Code128', ean_13: 'EAN13', ean_8: 'EAN8', upc_a: 'UPCA', upc_e: 'UPCE', code_39: 'Code39', qr_code: 'QRCode', data_matrix: 'DataMatrix', itf: 'ITF',
};
const FORMAT_NAME = new Map<string, CameraFormat>(Object.entries(ZXING_FORMAT).map(([name, zxing]) => [zxing, name as CameraFormat]));

/**
 * ZXing's reader (zxing-wasm, the engine of the `barcode-detector` polyfill, used directly for its
 * symbology identifier: ']C1' tells a GS1-128 from a plain Code 128 whose text looks the same).
 * Text in ZXing's plain mode: a GS1 symbol's FNC1 separators are ASCII 29.
 */
export async function zxingReader(): Promise<CodeReader> {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const formats = CAMERA_FORMATS.map((format) => ZXING_FORMAT[format]);
  return {
    kind: 'zxing',
    read: async (frame) => {
      const results = await readBarcodes(frame, { formats, textMode: 'Plain', tryHarder: true, maxNumberOfSymbols: 4 });
      return results
        .filter((result) => result.isValid && result.text !== '')
        .map((result) => ({
          text: result.text,
          format: FORMAT_NAME.get(result.format) ?? result.format.toLowerCase(),
          ...(result.symbologyIdentifier ? { symbology: result.symbologyIdentifier } : {}),
        }));
    },
  };
}
