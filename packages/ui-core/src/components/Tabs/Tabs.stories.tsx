import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'ui-core/Tabs',
  component: Tabs,
  args: {
    'aria-label': '列设置',
    onSelectedChange: fn(),
    items: [
      { id: 'display', title: '显示配置', content: '显示的列' },
      { id: 'export', title: '导出配置', content: '导出的列' },
      { id: 'sort', title: '排序', content: '排序', disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs; a disabled tab is skipped. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: '显示配置' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '导出配置' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith('export');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('导出的列');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '显示配置' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SecondSelected: Story = { args: { defaultSelected: 'export' } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Columns', items: [{ id: 'display', title: 'Display config', content: 'Shown columns' }, { id: 'export', title: 'Export config', content: 'Exported columns' }] },
};
