import { CAMERA_FORMATS, type CodeReader, type ReadCode } from './reader';

/** The browser's BarcodeDetector (Chrome on Android and macOS, Safari 17+; not Chromium on Linux, nor Firefox). */
interface NativeDetector {
  detect: (image: ImageData) => Promise<{ rawValue: string; format: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats: () => Promise<string[]>;
}

/** The formats without which the browser's own detector is not used (ZXing reads them all). */
const NEEDED = ['code_128', 'ean_13', 'code_39', 'qr_code', 'data_matrix'];

async function nativeReader(): Promise<CodeReader | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!NEEDED.every((format) => supported.includes(format))) return undefined;
    const detector = new Detector({ formats: CAMERA_FORMATS.filter((format) => supported.includes(format)) });
    return {
      kind: 'native',
      read: async (frame) => (await detector.detect(frame)).map((found): ReadCode => ({ text: found.rawValue, format: found.format })),
    };
  } catch {
    return undefined;
  }
}

let loading: Promise<CodeReader> | undefined;

/**
 * The reader of the camera: the browser's BarcodeDetector where it reads every format asked
 * for, else ZXing's WebAssembly (./zxingReader: its script and .wasm are fetched here, the first
 * time a camera opens, from the app's own origin). Loaded once a page; a failed load is tried
 * again at the next opening.
 */
export function loadReader(): Promise<CodeReader> {
  loading ??= (async () => {
    const native = await nativeReader();
    if (native) return native;
    const { zxingReader } = await import('./zxingReader');
    return zxingReader();
  })();
  loading.catch(() => { loading = undefined; });
  return loading;
}
