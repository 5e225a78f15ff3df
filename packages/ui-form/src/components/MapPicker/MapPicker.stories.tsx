import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_MAP_CENTER, type MapProvider } from '../../model/map';
import { MapPicker } from './MapPicker';
import { createOfflineMapProvider } from './offlineProvider';

const offline = createOfflineMapProvider({ center: DEFAULT_MAP_CENTER });
const failing = createOfflineMapProvider({ center: DEFAULT_MAP_CENTER, fail: true });

/** The picker opened from a field that shows what confirm filled. */
function Harness({ provider, onConfirm }: { provider: MapProvider; onConfirm: (address: string) => void }) {
  const [open, setOpen] = useState(true);
  const [filled, setFilled] = useState('');
  return (
    <>
      <output aria-label="filled">{filled}</output>
      <MapPicker open={open} onOpenChange={setOpen} provider={provider} onConfirm={(address) => { onConfirm(address); setFilled(address); }} />
    </>
  );
}

const meta = {
  title: 'ui-form/MapPicker',
  component: Harness,
  args: { provider: offline, onConfirm: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Clicks the offline map at a fraction of its width and height. */
async function clickMap(map: Element, x: number, y: number) {
  const box = map.getBoundingClientRect();
  await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: box.left + box.width * x, clientY: box.top + box.height * y } });
}

/** Opened: the map at the default centre, nothing picked yet. */
export const Default: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** A point on a street: confirm fills street plus number and closes. */
export const PickWithStreet: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: '地图选点' });
    // The centre line of the map is 西藏中路; a little above the middle.
    await clickMap(within(dialog).getByTestId('offline-map'), 0.5, 0.3);
    await within(dialog).findByText(/已选地址：西藏中路\d+号/);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith(expect.stringMatching(/^西藏中路\d+号$/)));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A point inside a block has neither street nor number: msg81, nothing filled, still open. */
export const PickWithoutStreet: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: '地图选点' });
    await clickMap(within(dialog).getByTestId('offline-map'), 0.6, 0.2);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('未获取到街道或门牌信息');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(page.getByLabelText('filled')).toBeEmptyDOMElement();
  },
};

export const PickWithoutStreetEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Pick a point on the map' });
    await clickMap(within(dialog).getByTestId('offline-map'), 0.6, 0.2);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No street or door information was obtained');
  },
};

/** By keyboard: arrows move the marker, Enter picks, then confirm. One step right leaves the street. */
export const PickByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '地图选点' });
    const map = within(dialog).getByRole('application');
    map.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('未获取到街道或门牌信息');
    map.focus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await within(dialog).findByText('已选地址：西藏中路131号');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('西藏中路131号');
  },
};

/** The map service failed to geocode: said so; nothing filled. */
export const GeocodeFailed: Story = {
  args: { provider: failing },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '地图选点' });
    await clickMap(within(dialog).getByTestId('offline-map'), 0.5, 0.3);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('地址解析失败，请重新选点');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
