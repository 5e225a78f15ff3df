import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { createWmsApi, createWmsClient, API_BASE_PATH } from '@wms/api';
import { createStationHandlers } from '@wms/api/mock';
import { ensureStationsCatalogue } from './i18n/catalogue';
import { STATION_CONFIGS } from './model/config';
import { StationScreen } from './StationScreen';

/**
 * GS1 labels at the receive station (issue 39): the answer to a label booked with its batch,
 * expiry and serial, and to a label that breaks the GS1 rules (refused before anything is sent).
 * The result box is the station's own (its looks are in wms/Stations/StationScreen's OkScan and
 * RefusedScan, screenshotted there); these stories check the text, focus and axe in zh and en,
 * so they are not screenshotted twice.
 */
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

function Station({ title }: { title: string }) {
  const { i18n } = useTranslation();
  ensureStationsCatalogue(i18n);
  const api = useMemo(() => createWmsApi(createWmsClient({ baseURL: API_BASE_PATH, getLanguage: () => (i18n.language === 'en' ? 'en' : 'zh_cn') })), [i18n]);
  const storage = useMemo(() => memoryStorage(), []);
  const config = STATION_CONFIGS['/app/scanGather'];
  return config ? <StationScreen title={title} config={config} api={api} storage={storage} /> : null;
}

const meta = {
  title: 'wms/Stations/GS1',
  component: Station,
  args: { title: '扫描收货' },
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen', msw: { handlers: createStationHandlers() } },
} satisfies Meta<typeof Station>;
export default meta;
type Story = StoryObj<typeof meta>;

const fresh = () => ({ layout: 'fullscreen', msw: { handlers: createStationHandlers() } });
const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox');
async function scan(canvasElement: HTMLElement, ...codes: string[]) {
  for (const code of codes) {
    await userEvent.type(field(canvasElement), `${code}{Enter}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
/** ]C1 (01)06901000000011 (10)B-1 GS (17)280430 (21)SN-1: what a wedge sends for a GS1-128 label. */
const LABEL = ']C10106901000000011' + '10B-1\u001d' + '17280430' + '21SN-1';
/** The label arrives in one input (as a scanner set to send GS as a character, or a paste), then Enter. */
async function scanLabel(canvasElement: HTMLElement) {
  await scan(canvasElement, 'ASN0001');
  await waitFor(() => expect(within(canvasElement).getByRole('table')).toBeVisible());
  await userEvent.click(field(canvasElement));
  await userEvent.paste(LABEL);
  await userEvent.keyboard('{Enter}');
}

/** A GS1-128 label booked: the item with its batch, expiry and serial in the answer. */
export const LabelBooked: Story = {
  parameters: fresh(),
  play: async ({ canvasElement }) => {
    await scanLabel(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('SKU-1001 +1（批号 B-1，失效日期 2028-04-30，序列号 SN-1）'));
    await expect(field(canvasElement)).toHaveFocus();
  },
};
export const LabelBookedEnglish: Story = {
  parameters: fresh(),
  args: { title: 'Scan receiving' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scanLabel(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('SKU-1001 +1 (batch B-1, expires 2028-04-30, serial SN-1)'));
  },
};

/** A label whose GTIN check digit is wrong: refused at once, nothing booked. */
export const LabelRefused: Story = {
  parameters: fresh(),
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ASN0001', ']C10106901000000012');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('GS1 条码中 (01) 的校验位错误：06901000000012'));
    await expect(canvasElement.querySelector('[data-progress]')?.textContent).toBe('0 / 10');
  },
};
export const LabelRefusedEnglish: Story = {
  parameters: fresh(),
  args: { title: 'Scan receiving' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ASN0001', ']C10106901000000012');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent("The check digit of the GS1 code's (01) is wrong: 06901000000012"));
  },
};
