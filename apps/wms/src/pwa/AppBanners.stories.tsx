import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NetworkBanners } from './AppBanners';

/**
 * The installed app's notices at the bottom of every screen (issue 26): no network, and a new
 * version ready with its reload button. At a handheld's 360 px width.
 */
const meta = {
  title: 'wms/Pwa/NetworkBanners',
  component: NetworkBanners,
  parameters: { layout: 'fullscreen' },
  args: { offline: true, updateReady: false, onReload: fn() },
  decorators: [(Story) => <div style={{ width: 360, height: 320, position: 'relative', transform: 'translateZ(0)', border: '1px solid #c9d1d9' }}><Story /></div>],
} satisfies Meta<typeof NetworkBanners>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/网络已断开/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const OfflineEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You are offline/)).toBeVisible();
  },
};

export const UpdateReady: Story = {
  args: { offline: false, updateReady: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('新版本已就绪。')).toBeVisible();
    const reload = within(canvasElement).getByRole('button', { name: '重新加载' });
    await expect(reload.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(reload);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
export const UpdateReadyEnglish: Story = {
  args: { offline: false, updateReady: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A new version is ready.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Both at once: offline, with a new version already installed. */
export const OfflineAndUpdate: Story = { args: { offline: true, updateReady: true } };
export const OfflineAndUpdateEnglish: Story = { args: { offline: true, updateReady: true }, globals: { locale: 'en' } };

/** Online and current: nothing shows. */
export const Nothing: Story = {
  tags: ['no-visual'],
  args: { offline: false, updateReady: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-banner]')).toBeNull();
  },
};
