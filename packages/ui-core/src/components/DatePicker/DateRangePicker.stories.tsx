import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker, DateTimeRangePicker } from './DateRangePicker';
import { GRID_QUICK_RANGES } from '../../model/dates';

const NOW = Date.UTC(2026, 5, 15, 1, 30);

const meta = {
  title: 'ui-core/DateRangePicker',
  component: DateRangePicker,
  args: { label: '创建日期', onChange: fn(), now: NOW, timeZone: 'Asia/Shanghai' },
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** Typed by keyboard: start and end. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('spinbutton');
    if (!first) throw new globalThis.Error('no segment');
    await userEvent.click(first);
    await userEvent.keyboard('2026060120260610');
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-06-01', '2026-06-10']);
  },
};

/** Week, month, quarter: 7, 30 and 90 days back to today. */
export const Shortcuts: Story = {
  args: { defaultOpen: true, defaultValue: ['2026-06-01', '2026-06-10'] },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    within(dialog).getByRole('button', { name: '最近一个月' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-05-16', '2026-06-15']);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The grid's quick ranges as the shortcut list. */
export const GridQuickRanges: Story = {
  args: { defaultOpen: true, shortcuts: GRID_QUICK_RANGES, shortcutLabels: 'quick', defaultValue: ['2026-06-08', '2026-06-15'] },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(within(dialog).getByRole('group')).getAllByRole('button')).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: '最近三个月' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-03-15', '2026-06-15']);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: ['2026-06-01', '2026-06-10'] } };
export const Invalid: Story = { args: { errorMessage: '不能为空' } };
export const English: Story = { args: { label: 'Created', defaultOpen: true, defaultValue: ['2026-06-01', '2026-06-10'] }, globals: { locale: 'en' } };

/** Date-time range; a shortcut spans whole days. */
export const DateTimeRange: Story = {
  render: (args) => <DateTimeRangePicker {...args} label="创建时间" width={480} defaultOpen />,
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '最近一周' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-06-08 00:00:00', '2026-06-15 23:59:59']);
  },
};
