import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { createWmsApi, createWmsClient, API_BASE_PATH } from '@wms/api';
import { createStationHandlers } from '@wms/api/mock';
import { atViewport } from '../../../../.storybook/viewports';
import { ensureStationsCatalogue } from './i18n/catalogue';
import { STATION_CONFIGS } from './model/config';
import { MUTED_KEY, STATION_MODE_KEY } from './model/preferences';
import { StationScreen } from './StationScreen';

/**
 * Each kind of station (scan, pack, seed, weigh, query, ship) at the three sizes of the floor
 * (docs/architecture.md 'Screens on every size'): 360 × 640 and 480 × 800 are station mode (the scan field
 * across the screen, the last answer large, the function keys as buttons of at least 44 × 44 px),
 * 1280 × 800 is the desk layout. Each story scans with the keyboard as a scanner does (codes and
 * Enter) and leaves the station's last answer on screen. Generated list; one station server each.
 */

/** An in-memory queue store: each story starts with no pending scans. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => { data.clear(); },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => { data.set(key, value); },
    removeItem: (key: string) => { data.delete(key); },
  };
}

function Station({ path, title }: { path: string; title: string }) {
  const { i18n } = useTranslation();
  ensureStationsCatalogue(i18n);
  const api = useMemo(() => createWmsApi(createWmsClient({ baseURL: API_BASE_PATH, getLanguage: () => (i18n.language === 'en' ? 'en' : 'zh_cn') })), [i18n]);
  const storage = useMemo(() => memoryStorage(), []);
  const config = STATION_CONFIGS[path];
  if (!config) return null;
  return <StationScreen title={title} config={config} api={api} storage={storage} />;
}

const meta = {
  title: 'wms/Stations/Floor',
  component: Station,
  args: { path: '/app/scanGather', title: '扫描收货' },
  parameters: { layout: 'fullscreen' },
  // The device settings start off (no station mode pinned, sound on) and are cleared after.
  beforeEach: () => {
    const clear = () => { localStorage.removeItem(STATION_MODE_KEY); localStorage.removeItem(MUTED_KEY); };
    clear();
    return clear;
  },
} satisfies Meta<typeof Station>;
export default meta;
type Story = StoryObj<typeof meta>;

const fresh = () => ({ layout: 'fullscreen', msw: { handlers: createStationHandlers() } });

/** Scans like a scanner (codes and Enter), then checks the layout of the size. */
async function scanAt(canvasElement: HTMLElement, codes: readonly string[], result: 'ok' | 'refused', layout: 'handheld' | 'desk' | 'pinned') {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', undefined, { timeout: 15_000 });
  await waitFor(() => expect(field).toHaveFocus());
  for (const code of codes) {
    await userEvent.type(field, `${code}{Enter}`);
    // Each scan is answered before the next (the field empties at once; the answer follows).
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await waitFor(() => expect(canvasElement.querySelector('[data-result]')).toHaveAttribute('data-result', result));
  await waitFor(() => expect(field).toHaveFocus());
  const doc = canvasElement.ownerDocument.documentElement;
  // Nothing scrolls sideways.
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  const screen = canvasElement.querySelector('[data-screen="station"]');
  if (layout !== 'desk') {
    await expect(screen).toHaveAttribute('data-mode', 'station');
    // On a handheld the scan field and its camera button (issue 39) span the screen (less the
    // station's 8 px padding each side); the field takes the row but the camera.
    if (layout === 'handheld') {
      const camera = canvasElement.querySelector('[data-camera-open]');
      await expect(camera).not.toBeNull();
      const row = { field: field.getBoundingClientRect(), camera: (camera as Element).getBoundingClientRect() };
      await expect(row.camera.right - row.field.left).toBeGreaterThanOrEqual(doc.clientWidth - 20);
      await expect(row.field.width).toBeGreaterThanOrEqual(doc.clientWidth - 20 - row.camera.width - 16);
    }
    const keys = within(canvas.getByRole('group', { name: /快捷键|Shortcuts/ })).getAllByRole('button');
    await expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) {
      const box = key.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  } else {
    await expect(screen).not.toHaveAttribute('data-mode');
  }
}

export const Receive360: Story = {
  args: { path: '/app/scanGather', title: '扫描收货' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['ASN0001', '6901000000011', '2*6901000000028'], 'ok', 'handheld'),
};

export const Receive360English: Story = {
  args: { path: '/app/scanGather', title: 'Scan receiving' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['ASN0001', '6901000000011', '2*6901000000028'], 'ok', 'handheld'),
};

export const Receive480: Story = {
  args: { path: '/app/scanGather', title: '扫描收货' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['ASN0001', '6901000000011', '2*6901000000028'], 'ok', 'handheld'),
};

export const Receive480English: Story = {
  args: { path: '/app/scanGather', title: 'Scan receiving' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['ASN0001', '6901000000011', '2*6901000000028'], 'ok', 'handheld'),
};

export const Receive1280: Story = {
  args: { path: '/app/scanGather', title: '扫描收货' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['ASN0001', '6901000000011', '2*6901000000028'], 'ok', 'desk'),
};

export const Receive1280English: Story = {
  args: { path: '/app/scanGather', title: 'Scan receiving' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['ASN0001', '6901000000011', '2*6901000000028'], 'ok', 'desk'),
};

export const Pack360: Story = {
  args: { path: '/PACKCHECK', title: '装箱复核' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'CTN001', '6902000000010'], 'ok', 'handheld'),
};

export const Pack360English: Story = {
  args: { path: '/PACKCHECK', title: 'Pack check' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'CTN001', '6902000000010'], 'ok', 'handheld'),
};

export const Pack480: Story = {
  args: { path: '/PACKCHECK', title: '装箱复核' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'CTN001', '6902000000010'], 'ok', 'handheld'),
};

export const Pack480English: Story = {
  args: { path: '/PACKCHECK', title: 'Pack check' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'CTN001', '6902000000010'], 'ok', 'handheld'),
};

export const Pack1280: Story = {
  args: { path: '/PACKCHECK', title: '装箱复核' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'CTN001', '6902000000010'], 'ok', 'desk'),
};

export const Pack1280English: Story = {
  args: { path: '/PACKCHECK', title: 'Pack check' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'CTN001', '6902000000010'], 'ok', 'desk'),
};

export const Seed360: Story = {
  args: { path: '/SEEDFORM', title: '播种' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', '6902000000027'], 'ok', 'handheld'),
};

export const Seed360English: Story = {
  args: { path: '/SEEDFORM', title: 'Seeding' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', '6902000000027'], 'ok', 'handheld'),
};

export const Seed480: Story = {
  args: { path: '/SEEDFORM', title: '播种' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', '6902000000027'], 'ok', 'handheld'),
};

export const Seed480English: Story = {
  args: { path: '/SEEDFORM', title: 'Seeding' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', '6902000000027'], 'ok', 'handheld'),
};

export const Seed1280: Story = {
  args: { path: '/SEEDFORM', title: '播种' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', '6902000000027'], 'ok', 'desk'),
};

export const Seed1280English: Story = {
  args: { path: '/SEEDFORM', title: 'Seeding' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', '6902000000027'], 'ok', 'desk'),
};

export const Weigh360: Story = {
  args: { path: '/WEIGHFORM', title: '称重' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'abc'], 'refused', 'handheld'),
};

export const Weigh360English: Story = {
  args: { path: '/WEIGHFORM', title: 'Weighing' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'abc'], 'refused', 'handheld'),
};

export const Weigh480: Story = {
  args: { path: '/WEIGHFORM', title: '称重' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'abc'], 'refused', 'handheld'),
};

export const Weigh480English: Story = {
  args: { path: '/WEIGHFORM', title: 'Weighing' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'abc'], 'refused', 'handheld'),
};

export const Weigh1280: Story = {
  args: { path: '/WEIGHFORM', title: '称重' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'abc'], 'refused', 'desk'),
};

export const Weigh1280English: Story = {
  args: { path: '/WEIGHFORM', title: 'Weighing' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001', 'abc'], 'refused', 'desk'),
};

export const Query360: Story = {
  args: { path: '/app/rtxcustquery', title: '订单查询' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'handheld'),
};

export const Query360English: Story = {
  args: { path: '/app/rtxcustquery', title: 'Order query' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'handheld'),
};

export const Query480: Story = {
  args: { path: '/app/rtxcustquery', title: '订单查询' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'handheld'),
};

export const Query480English: Story = {
  args: { path: '/app/rtxcustquery', title: 'Order query' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'handheld'),
};

export const Query1280: Story = {
  args: { path: '/app/rtxcustquery', title: '订单查询' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'desk'),
};

export const Query1280English: Story = {
  args: { path: '/app/rtxcustquery', title: 'Order query' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'desk'),
};

export const Ship360: Story = {
  args: { path: '/app/focusship_kd', title: '快递发运' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'handheld'),
};

export const Ship360English: Story = {
  args: { path: '/app/focusship_kd', title: 'Express shipping' },
  parameters: fresh(),
  globals: { ...atViewport('handheld360'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'handheld'),
};

export const Ship480: Story = {
  args: { path: '/app/focusship_kd', title: '快递发运' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'handheld'),
};

export const Ship480English: Story = {
  args: { path: '/app/focusship_kd', title: 'Express shipping' },
  parameters: fresh(),
  globals: { ...atViewport('handheld480'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'handheld'),
};

export const Ship1280: Story = {
  args: { path: '/app/focusship_kd', title: '快递发运' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280') },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'desk'),
};

export const Ship1280English: Story = {
  args: { path: '/app/focusship_kd', title: 'Express shipping' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: ({ canvasElement }) => scanAt(canvasElement, ['SO0001'], 'ok', 'desk'),
};

/** On a desk, the station-mode toggle (remembered on the device) makes the station fill the window. */
export const ReceivePinned1280: Story = {
  args: { path: '/app/scanGather', title: '扫描收货' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: '工作站模式' }, { timeout: 15_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem(STATION_MODE_KEY)).toBe('1');
    const screen = canvasElement.querySelector('[data-screen="station"]');
    await expect(screen).toHaveAttribute('data-mode', 'station');
    await expect(screen?.getBoundingClientRect().width).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    // The mute toggle is remembered too; the scanner's Enter still books.
    await userEvent.click(canvas.getByRole('button', { name: '静音' }));
    await expect(localStorage.getItem(MUTED_KEY)).toBe('1');
    await scanAt(canvasElement, ['ASN0001', '6901000000011'], 'ok', 'pinned');
  },
};

/** On a desk, the station-mode toggle (remembered on the device) makes the station fill the window. */
export const ReceivePinned1280English: Story = {
  args: { path: '/app/scanGather', title: 'Scan receiving' },
  parameters: fresh(),
  globals: { ...atViewport('desk1280'), locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Station mode' }, { timeout: 15_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem(STATION_MODE_KEY)).toBe('1');
    const screen = canvasElement.querySelector('[data-screen="station"]');
    await expect(screen).toHaveAttribute('data-mode', 'station');
    await expect(screen?.getBoundingClientRect().width).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    // The mute toggle is remembered too; the scanner's Enter still books.
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(localStorage.getItem(MUTED_KEY)).toBe('1');
    await scanAt(canvasElement, ['ASN0001', '6901000000011'], 'ok', 'pinned');
  },
};
