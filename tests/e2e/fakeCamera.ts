/**
 * A camera that films a barcode, for Chromium's fake capture device: a label drawn by bwip-js
 * (the barcode writer of PostScript BWIPP), set on a white 640 × 480 frame, written as a Y4M
 * video (YUV 4:2:0, 8-bit) that Chromium plays in a loop as the camera's picture
 * (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE.y4m`).
 */
import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;

export interface Label {
  /** bwip-js's symbology: 'code128', 'gs1-128', 'gs1datamatrix', 'qrcode', 'ean13'… */
  bcid: string;
  /** The text, in bwip-js's form (GS1: '(01)09501101530003(10)B-1'). */
  text: string;
  /** Pixels a module (default: as large as fits 90 % of the frame's width). */
  scale?: number;
}

/** The label's luminance on a white frame, centred: FRAME_WIDTH × FRAME_HEIGHT bytes. */
export async function labelFrame(label: Label): Promise<Uint8Array> {
  const png = await bwipjs.toBuffer({ bcid: label.bcid, text: label.text, scale: 1, height: 12, includetext: false, paddingwidth: 0, paddingheight: 0 });
  const image = PNG.sync.read(png);
  // The largest whole scale that leaves a quiet zone around the symbol.
  const scale = label.scale ?? Math.max(1, Math.min(Math.floor((FRAME_WIDTH * 0.9) / image.width), Math.floor((FRAME_HEIGHT * 0.7) / image.height)));
  const frame = new Uint8Array(FRAME_WIDTH * FRAME_HEIGHT).fill(235);
  const left = Math.floor((FRAME_WIDTH - image.width * scale) / 2);
  const top = Math.floor((FRAME_HEIGHT - image.height * scale) / 2);
  for (let y = 0; y < image.height * scale; y++) {
    for (let x = 0; x < image.width * scale; x++) {
      const at = (Math.floor(y / scale) * image.width + Math.floor(x / scale)) * 4;
      const alpha = (image.data[at + 3] ?? 255) / 255;
      // Luma of the pixel over white (BT.601), as a camera's Y plane holds it.
      const luma = 0.299 * (image.data[at] ?? 255) + 0.587 * (image.data[at + 1] ?? 255) + 0.114 * (image.data[at + 2] ?? 255);
      frame[(top + y) * FRAME_WIDTH + left + x] = Math.round(alpha * luma * 0.92 + (1 - alpha) * 235);
    }
  }
  return frame;
}

/** Writes frames (each FRAME_WIDTH × FRAME_HEIGHT luminance bytes) as a Y4M file, `repeat` times each, grey chroma. */
export function writeY4m(file: string, frames: readonly Uint8Array[], repeat = 15): void {
  const header = Buffer.from(`YUV4MPEG2 W${String(FRAME_WIDTH)} H${String(FRAME_HEIGHT)} F15:1 Ip A1:1 C420\n`);
  const chroma = Buffer.alloc((FRAME_WIDTH / 2) * (FRAME_HEIGHT / 2) * 2, 128);
  const parts: Buffer[] = [header];
  for (const frame of frames) {
    for (let n = 0; n < repeat; n++) parts.push(Buffer.from('FRAME\n'), Buffer.from(frame), chroma);
  }
  writeFileSync(file, Buffer.concat(parts));
}

/** A Y4M file of one label held in front of the camera. */
export async function labelVideo(file: string, label: Label): Promise<string> {
  writeY4m(file, [await labelFrame(label)]);
  return file;
}
