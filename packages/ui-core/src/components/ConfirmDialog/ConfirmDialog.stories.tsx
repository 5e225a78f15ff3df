import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'ui-core/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, children: '确定删除选中的 3 条入库单吗？', onConfirm: fn(), onCancel: fn(), danger: true, confirmLabel: '删除' },
  parameters: { docs: { story: { inline: false, height: '300px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** Esc cancels. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '确认' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = { args: { busy: true } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Delete the 3 selected receipts?', confirmLabel: 'Delete' },
};
