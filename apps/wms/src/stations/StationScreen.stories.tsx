import { useMemo, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { createWmsApi, createWmsClient, API_BASE_PATH } from '@wms/api';
import { createStationHandlers } from '@wms/api/mock';
import { ensureStationsCatalogue } from './i18n/catalogue';
import { STATION_CONFIGS } from './model/config';
import { StationScreen } from './StationScreen';

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

function Station({ path, title, handheld = false }: { path: string; title: string; handheld?: boolean }) {
  const { i18n } = useTranslation();
  ensureStationsCatalogue(i18n);
  const api = useMemo(() => createWmsApi(createWmsClient({ baseURL: API_BASE_PATH, getLanguage: () => (i18n.language === 'en' ? 'en' : 'zh_cn') })), [i18n]);
  const storage = useMemo(() => memoryStorage(), []);
  const config = STATION_CONFIGS[path];
  if (!config) return null;
  const screen: ReactNode = <StationScreen title={title} config={config} api={api} storage={storage} />;
  return handheld ? <div style={{ width: 480, height: 800, overflow: 'auto', border: '1px solid #9ca3af' }}>{screen}</div> : screen;
}

const meta = {
  title: 'wms/Stations/StationScreen',
  component: Station,
  args: { path: '/app/scanGather', title: '扫描收货' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Station>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each story its own station server (the fixture documents start unscanned). */
const fresh = (options: Parameters<typeof createStationHandlers>[0] = {}) => ({ layout: 'fullscreen', msw: { handlers: createStationHandlers(options) } });

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox');
async function scan(canvasElement: HTMLElement, ...codes: string[]) {
  for (const code of codes) {
    await userEvent.type(field(canvasElement), `${code}{Enter}`);
    // Each scan is answered before the next (the field empties at once; the answer follows).
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
const progress = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-progress]')?.textContent;

/** Waiting for a document number; the scan field has focus. */
export const Idle: Story = {
  parameters: fresh(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement)).toHaveFocus());
  },
};
export const IdleEnglish: Story = { ...Idle, parameters: fresh(), args: { title: 'Scan receiving' }, globals: { locale: 'en' } };

/** A receipt opened: its lines and the running count. */
export const DocumentOpen: Story = {
  parameters: fresh(),
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ASN0001', '6901000000011', '2*6901000000028');
    await waitFor(() => expect(progress(canvasElement)).toBe('3 / 10'));
  },
};
export const DocumentOpenEnglish: Story = { ...DocumentOpen, parameters: fresh(), args: { title: 'Scan receiving' }, globals: { locale: 'en' } };

/** A booked scan: large green answer with a tick, the count goes up. */
export const OkScan: Story = {
  parameters: fresh(),
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ASN0001', '6901000000011');
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('SKU-1001 +1'));
    await expect(field(canvasElement)).toHaveFocus();
  },
};
export const OkScanEnglish: Story = { ...OkScan, parameters: fresh(), args: { title: 'Scan receiving' }, globals: { locale: 'en' } };

/** A wrong item at re-check: refused loudly with the server's message; the booked scan stays. */
export const RefusedScan: Story = {
  parameters: fresh(),
  args: { path: '/RTXORHECK', title: '按单复核' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '6902000000010', '9999999999999');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('该商品不在此单据中'));
    await expect(progress(canvasElement)).toBe('1 / 3');
  },
};
export const RefusedScanEnglish: Story = {
  parameters: fresh(),
  args: { path: '/RTXORHECK', title: 'Re-check by order' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '6902000000010', '9999999999999');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This item is not on the document'));
  },
};

/** A scan on a settled receipt: the catalogued refusal. */
export const SettledReceipt: Story = {
  parameters: fresh(),
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ASN9999', '6901000000011');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('入库单已结算'));
  },
};

/** The server unreachable: scans queue, shown as pending, in order. */
export const PendingOffline: Story = {
  parameters: fresh({ offlineScans: true }),
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ASN0001', '6901000000011', '6901000000028', '6901000000035');
    await waitFor(() => expect(within(canvasElement).getByRole('region', { name: '待发送的扫描（3）' })).toBeVisible());
  },
};
export const PendingOfflineEnglish: Story = {
  parameters: fresh({ offlineScans: true }),
  args: { title: 'Scan receiving' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ASN0001', '6901000000011', '6901000000028', '6901000000035');
    await waitFor(() => expect(within(canvasElement).getByRole('region', { name: 'Scans waiting to be sent (3)' })).toBeVisible());
  },
};

/** Blind re-check: no expected quantities anywhere. */
export const Blind: Story = {
  parameters: fresh(),
  args: { path: '/MANGDANCHECK', title: '盲单复核' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '6902000000010');
    await waitFor(() => expect(progress(canvasElement)).toBe('已扫 1'));
    await expect(within(canvasElement).queryByRole('columnheader', { name: '预期' })).toBeNull();
  },
};
export const BlindEnglish: Story = {
  parameters: fresh(),
  args: { path: '/MANGDANCHECK', title: 'Blind single re-check' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '6902000000010');
    await waitFor(() => expect(progress(canvasElement)).toBe('1 scanned'));
  },
};

/** Weighing: a weight that is not a number is refused before it is sent. */
export const WeighInvalid: Story = {
  parameters: fresh(),
  args: { path: '/WEIGHFORM', title: '称重' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', 'abc');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('重量必须是有效数字'));
  },
};
export const WeighInvalidEnglish: Story = {
  parameters: fresh(),
  args: { path: '/WEIGHFORM', title: 'Weighing' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', 'abc');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The weight must be a valid number'));
  },
};

/** Pack check: a carton label starts a carton; the cartons and their pieces. */
export const PackCartons: Story = {
  parameters: fresh(),
  args: { path: '/PACKCHECK', title: '装箱复核' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', 'CTN001', '6902000000010', 'CTN002', '6902000000027');
    await waitFor(() => expect(within(canvasElement).getByText('CTN002：1 件')).toBeVisible());
  },
};
export const PackCartonsEnglish: Story = {
  parameters: fresh(),
  args: { path: '/PACKCHECK', title: 'Pack check' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', 'CTN001', '6902000000010', 'CTN002', '6902000000027');
    await waitFor(() => expect(within(canvasElement).getByText('CTN002: 1 pcs')).toBeVisible());
  },
};

/** Seeding: the answer shows the slot to put the item in. */
export const SeedSlot: Story = {
  parameters: fresh(),
  args: { path: '/SEEDFORM', title: '播种' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '6902000000027');
    await waitFor(() => expect(within(canvasElement).getByText('放入格口 A-02')).toBeVisible());
  },
};
export const SeedSlotEnglish: Story = {
  parameters: fresh(),
  args: { path: '/SEEDFORM', title: 'Seeding' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '6902000000027');
    await waitFor(() => expect(within(canvasElement).getByText('Put in slot A-02')).toBeVisible());
  },
};

/** Every line scanned: the document is complete. */
export const Complete: Story = {
  parameters: fresh(),
  args: { path: '/RTXORHECK', title: '按单复核' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '2*6902000000010', '6902000000027');
    await waitFor(() => expect(within(canvasElement).getByText(/单据已完成/)).toBeVisible());
  },
};
export const CompleteEnglish: Story = {
  parameters: fresh(),
  args: { path: '/RTXORHECK', title: 'Re-check by order' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '2*6902000000010', '6902000000027');
    await waitFor(() => expect(within(canvasElement).getByText(/Document complete/)).toBeVisible());
  },
};

/** A handheld terminal's 480 × 800 screen: the description column folds away. */
export const Handheld: Story = {
  parameters: fresh(),
  args: { handheld: true },
  play: DocumentOpen.play,
};
export const HandheldEnglish: Story = { ...Handheld, parameters: fresh(), args: { handheld: true, title: 'Scan receiving' }, globals: { locale: 'en' } };

/** Express shipping: the order is opened, F8 ships it; an item scan is refused with the hint. */
export const Ship: Story = {
  args: { path: '/app/focusship_kd', title: '快递发运' },
  parameters: fresh(),
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '6902000000010');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('按 F8 发运'));
  },
};
export const ShipEnglish: Story = {
  args: { path: '/app/focusship_kd', title: 'Express shipping' },
  parameters: fresh(),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'SO0001', '6902000000010');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('press F8 to ship'));
  },
};
