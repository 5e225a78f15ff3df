import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrinterStatus } from './PrinterStatus';

const meta = {
  title: 'print/PrinterStatus',
  component: PrinterStatus,
  args: { state: 'open', onReconnect: fn() },
} satisfies Meta<typeof PrinterStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('打印插件：已连接');
  },
};

export const Connecting: Story = { args: { state: 'connecting' } };

/** Not connected: a reconnect button, operable by keyboard. */
export const Closed: Story = {
  args: { state: 'closed' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: '重新连接' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReconnect).toHaveBeenCalledTimes(1);
  },
};

export const ClosedEnglish: Story = {
  args: { state: 'closed' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Print plug-in: Not connected');
  },
};
