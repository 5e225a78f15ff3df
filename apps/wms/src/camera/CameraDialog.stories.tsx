import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { createWmsApi, createWmsClient, API_BASE_PATH } from '@wms/api';
import { createStationHandlers } from '@wms/api/mock';
import { ensureStationsCatalogue } from '../stations/i18n/catalogue';
import { STATION_CONFIGS } from '../stations/model/config';
import { StationScreen } from '../stations/StationScreen';
import type { CameraMedia } from './CameraDialog';
import type { CodeReader, LoadReader, ReadCode } from './model/reader';

/**
 * The camera beside the receive station's scan field, in each state an operator can meet. The
 * camera and the reader are fakes: a canvas stream with a drawn label stands for the camera, and
 * a reader that "sees" the codes it is given; the station is the real one on its fixture server.
 */
type CameraState = 'asking' | 'loading' | 'scanning' | 'result' | 'refused' | 'noCamera' | 'busy' | 'insecure' | 'unsupported';

/**
 * A camera picture: a grey desk with a white label of black bars. The picture is drawn again a
 * few times a second until the stream is stopped, as a camera delivers frames: WebKit's canvas
 * stream delivered no frame of a canvas drawn once, and the video never had one to read
 * (requestFrame, which would say "a frame now", is missing in Firefox).
 */
function labelStream(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  const draw = () => {
    if (!context) return;
    context.fillStyle = '#6b7280';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#f9fafb';
    context.fillRect(150, 170, 340, 140);
    context.fillStyle = '#111827';
    let x = 170;
    for (let i = 0; x < 470; i++) {
      const width = 2 + ((i * 7) % 5);
      context.fillRect(x, 185, width, 110);
      x += width + 2 + ((i * 3) % 4);
    }
  };
  draw();
  const stream = canvas.captureStream();
  const [track] = stream.getVideoTracks();
  const repeat = setInterval(() => {
    if (!track || track.readyState === 'ended') clearInterval(repeat);
    else draw();
  }, 200);
  return stream;
}

const refusedWith = (name: string) => () => Promise.reject(new DOMException('refused', name));

function mediaFor(state: CameraState): CameraMedia {
  const never = () => new Promise<MediaStream>(() => undefined);
  const granted = () => Promise.resolve(labelStream());
  const getUserMedia = {
    asking: never, loading: granted, scanning: granted, result: granted, insecure: granted, unsupported: granted,
    refused: refusedWith('NotAllowedError'), noCamera: refusedWith('NotFoundError'), busy: refusedWith('NotReadableError'),
  }[state];
  return { isSecureContext: state !== 'insecure', mediaDevices: { getUserMedia } };
}

/** The reader: one that never finishes loading, one that fails to load, or one that sees `codes` in every frame. */
function readerFor(state: CameraState, codes: ReadCode[]): LoadReader {
  if (state === 'loading') return () => new Promise<CodeReader>(() => undefined);
  if (state === 'unsupported') return () => Promise.reject(new Error('no reader'));
  return () => Promise.resolve({ kind: 'fake', read: () => Promise.resolve(codes) });
}

function CameraStation({ state, title, codes = [] }: { state: CameraState; title: string; codes?: ReadCode[] }) {
  const { i18n } = useTranslation();
  ensureStationsCatalogue(i18n);
  const api = useMemo(() => createWmsApi(createWmsClient({ baseURL: API_BASE_PATH, getLanguage: () => (i18n.language === 'en' ? 'en' : 'zh_cn') })), [i18n]);
  const storage = useMemo(() => {
    const data = new Map<string, string>();
    return { get length() { return data.size; }, clear: () => { data.clear(); }, key: (i: number) => [...data.keys()][i] ?? null, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); }, removeItem: (k: string) => { data.delete(k); } };
  }, []);
  const camera = useMemo(() => ({ media: mediaFor(state), loadReader: readerFor(state, codes) }), [state, codes]);
  const config = STATION_CONFIGS['/app/scanGather'];
  if (!config) return null;
  return <StationScreen title={title} config={config} api={api} storage={storage} camera={camera} />;
}

const meta = {
  title: 'wms/Stations/Camera',
  component: CameraStation,
  args: { state: 'scanning', title: '扫描收货' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CameraStation>;
export default meta;
type Story = StoryObj<typeof meta>;

const fresh = () => ({ layout: 'fullscreen', msw: { handlers: createStationHandlers() } });
const en = { args: { title: 'Scan receiving' }, globals: { locale: 'en' } } as const;

/** Opens the receipt by keyboard, then the camera beside the field. */
async function openCamera(canvasElement: HTMLElement, name: RegExp): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox'), 'ASN0001{Enter}');
  await waitFor(() => expect(canvas.getByRole('table')).toBeVisible());
  await userEvent.click(canvas.getByRole('button', { name }));
  return within(document.body).findByRole('dialog');
}
const ZH_BUTTON = /^相机扫码：/;
const EN_BUTTON = /^Camera: /;

/** Waiting for the browser's permission: the viewfinder is dark and says what to do. */
export const Asking: Story = {
  parameters: fresh(),
  args: { state: 'asking' },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, ZH_BUTTON);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('请在浏览器询问时允许使用摄像头');
    await expect(dialog).toHaveAccessibleName('相机扫码：扫描商品条码');
  },
};
export const AskingEnglish: Story = {
  ...en, parameters: fresh(), args: { ...en.args, state: 'asking' },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, EN_BUTTON);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('allow it when the browser asks');
  },
};

/** The camera is on; the reader is still being fetched (the first opening only). */
export const Loading: Story = {
  parameters: fresh(),
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, ZH_BUTTON);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('正在准备条码识别'));
  },
};
export const LoadingEnglish: Story = {
  ...en, parameters: fresh(), args: { ...en.args, state: 'loading' },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, EN_BUTTON);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Getting the barcode reader ready'));
  },
};

/** Reading: the label in the aiming box, nothing read yet. */
export const Scanning: Story = {
  parameters: fresh(),
  args: { state: 'scanning' },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, ZH_BUTTON);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('把条码放进取景框'));
  },
};
export const ScanningEnglish: Story = {
  ...en, parameters: fresh(), args: { ...en.args, state: 'scanning' },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, EN_BUTTON);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Hold a barcode in the viewfinder'));
  },
};

const ITEM: ReadCode[] = [{ text: '6901000000011', format: 'ean_13' }];

/**
 * A code read: the station books it through the path of a wedge scan and its answer shows under
 * the viewfinder. The code stays in view (the reader sees it in every frame): booked once.
 */
export const Result: Story = {
  parameters: fresh(),
  args: { state: 'result', codes: ITEM },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, ZH_BUTTON);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('已读取：6901000000011'));
    await waitFor(() => expect(dialog.querySelector('[data-feedback="ok"]')).toHaveTextContent('SKU-1001 +1'));
    // Frames keep coming with the same code in view: still one piece.
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvasElement.querySelector('[data-progress]')).toHaveTextContent('1 / 10');
  },
};
export const ResultEnglish: Story = {
  ...en, parameters: fresh(), args: { ...en.args, state: 'result', codes: ITEM },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, EN_BUTTON);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Read: 6901000000011'));
    await waitFor(() => expect(dialog.querySelector('[data-feedback="ok"]')).toHaveTextContent('SKU-1001 +1'));
  },
};

/** Each way the camera cannot be used: its message, and the field behind still takes the keyboard. */
const problem = (state: CameraState, zh: string): Story => ({
  parameters: fresh(),
  args: { state },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, ZH_BUTTON);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(zh));
    await expect(within(dialog).getByText('仍可在扫描框中用扫描枪或键盘输入。')).toBeVisible();
  },
});
const problemEnglish = (state: CameraState, text: string): Story => ({
  ...en, parameters: fresh(), args: { ...en.args, state },
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, EN_BUTTON);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(text));
  },
});

/** Permission refused (by the user, or the site's settings). */
export const Refused: Story = problem('refused', '摄像头权限被拒绝');
export const RefusedEnglish: Story = problemEnglish('refused', 'Camera permission was refused');
/** A device without a camera. */
export const NoCamera: Story = problem('noCamera', '此设备没有可用的摄像头');
export const NoCameraEnglish: Story = problemEnglish('noCamera', 'This device has no camera to use');
/** The camera held by another app. */
export const Busy: Story = problem('busy', '摄像头正被其他应用占用');
export const BusyEnglish: Story = problemEnglish('busy', 'Another app is using the camera');
/** The app opened over plain http: browsers give no camera there. */
export const Insecure: Story = problem('insecure', '摄像头只能在安全连接（https）下使用');
export const InsecureEnglish: Story = problemEnglish('insecure', 'The camera works only over a secure connection');
/** A browser that can read no barcode (the reader could not be loaded). */
export const Unsupported: Story = problem('unsupported', '此浏览器不支持相机扫码');
export const UnsupportedEnglish: Story = problemEnglish('unsupported', 'This browser cannot scan with the camera');

/** Closing the camera (Esc) gives the scan field its focus back. */
export const ClosedByEscape: Story = {
  parameters: fresh(),
  args: { state: 'refused' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const dialog = await openCamera(canvasElement, ZH_BUTTON);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('textbox')).toHaveFocus());
  },
};
