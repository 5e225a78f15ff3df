import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from './Dialog';
import { Button } from '../Button';

const meta = {
  title: 'ui-core/Dialog',
  component: Dialog,
  args: {
    title: '列设置',
    defaultOpen: true,
    width: 'lookup',
    onOpenChange: fn(),
    children: <p style={{ margin: 0 }}>对话框内容：点击外部不会关闭。</p>,
  },
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => document.body;

/** Open, 700 wide (the lookup popup's width). A click on the backdrop does not close it. */
export const Open: Story = {
  play: async ({ args }) => {
    const page = within(body());
    const dialog = await page.findByRole('dialog', { name: '列设置' });
    await userEvent.click(page.getByTestId('dialog-backdrop'), { skipHover: true });
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** 900 wide with apply / reset / cancel, as the column customisation dialog. */
export const ColumnsWidthWithFooter: Story = {
  args: {
    width: 'columns',
    footer: (
      <>
        <Button variant="primary">应用</Button>
        <Button>恢复默认</Button>
        <Button>取消</Button>
      </>
    ),
  },
};

/** Esc does nothing unless the caller allows it. */
export const EscapeNotAllowed: Story = {
  play: async ({ args }) => {
    const dialog = await within(body()).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(within(body()).getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const EscapeAllowed: Story = {
  args: { closeOnEscape: true },
  play: async ({ args }) => {
    const dialog = await within(body()).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(body()).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Moved by keyboard: arrow keys on the move handle. */
export const MovedByKeyboard: Story = {
  play: async () => {
    const page = within(body());
    const dialog = await page.findByRole('dialog');
    page.getByRole('button', { name: /拖动|Drag/ }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(dialog.getAttribute('data-offset')).not.toBe('0,0'));
  },
};

/** Focus returns to the button that opened the dialog. */
export const OpenedFromButton: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => { setOpen(true); }}>打开对话框</Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async () => {
    const page = within(body());
    const opener = page.getByRole('button', { name: '打开对话框' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Column settings', children: <p style={{ margin: 0 }}>Dialog content.</p> },
  play: async () => {
    const dialog = await within(body()).findByRole('dialog', { name: 'Column settings' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
