import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrinterStatus } from './PrinterStatus';
import { usePrinter } from '../../hooks/usePrinter';
import { FakePrinter } from '../../testing/FakePrinter';

/** The connection to the local print plug-in, as shown in the shell's header. */
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
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Connecting: Story = {
  args: { state: 'connecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('打印插件：正在连接');
  },
};

/** Not connected: a reconnect button, operable by keyboard. */
export const Closed: Story = {
  args: { state: 'closed' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('打印插件：未连接');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '重新连接' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReconnect).toHaveBeenCalledTimes(1);
  },
};

export const OpenEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Print plug-in: Connected');
  },
};

export const ConnectingEnglish: Story = {
  args: { state: 'connecting' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Print plug-in: Connecting');
  },
};

export const ClosedEnglish: Story = {
  args: { state: 'closed' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Print plug-in: Not connected');
    await expect(within(canvasElement).getByRole('button', { name: 'Reconnect' })).toBeVisible();
  },
};

/** The client each render of {@link WithClient} drives; a fake, so no socket is involved. */
let printer = new FakePrinter();

function Live() {
  const [client] = useState(() => printer);
  const { state, reconnect } = usePrinter(client);
  return <PrinterStatus state={state} onReconnect={() => { void reconnect(); }} />;
}

/**
 * Wired to a client through usePrinter: reconnect → connecting → (the plug-in answers) → open.
 * Ends open, so its screenshot is the same every time.
 */
export const WithClient: Story = {
  beforeEach: () => { printer = new FakePrinter('closed'); },
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('未连接');
    await userEvent.click(canvas.getByRole('button', { name: '重新连接' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('正在连接');
    printer.open();
    await expect(await canvas.findByText('打印插件：已连接')).toBeVisible();
  },
};
