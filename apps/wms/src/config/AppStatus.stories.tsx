import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppStatus } from './AppStatus';

/** Under the login form: the app's version and whether the GT_WMS_APP server answers. */
const meta = {
  title: 'wms/Deploy/AppStatus',
  component: AppStatus,
  args: { version: '0.1.0', health: 'reachable', onRecheck: fn() },
  decorators: [(Story) => <div style={{ width: 320, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof AppStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reachable: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: '服务状态' });
    await expect(status).toHaveTextContent('版本 0.1.0');
    await expect(status).toHaveTextContent('服务器可访问');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Unreachable: Story = {
  args: { health: 'unreachable' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('无法连接服务器');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新检查' }));
    await expect(args.onRecheck).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = { args: { health: 'checking' } };

export const ReachableEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Service status' });
    await expect(status).toHaveTextContent('Version 0.1.0');
    await expect(status).toHaveTextContent('Server reachable');
  },
};

export const UnreachableEnglish: Story = {
  args: { health: 'unreachable' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Server unreachable');
    await expect(within(canvasElement).getByRole('button', { name: 'Check again' })).toBeVisible();
  },
};
