import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, DateTimePicker } from './DatePicker';

/** 2026-06-15 09:30 in Shanghai: every story's "now". */
const NOW = Date.UTC(2026, 5, 15, 1, 30);

const meta = {
  title: 'ui-core/DatePicker',
  component: DatePicker,
  args: { label: '创建日期', onChange: fn(), now: NOW, timeZone: 'Asia/Shanghai' },
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** Typed segment by segment with the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const year = within(canvasElement).getAllByRole('spinbutton')[0];
    if (!year) throw new globalThis.Error('no year segment');
    await userEvent.click(year);
    await userEvent.keyboard('20260610');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-10');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '清除' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithValue: Story = { args: { defaultValue: '2026-06-01' } };

/** The calendar with the shortcuts; a shortcut chosen by keyboard closes it. */
export const Shortcuts: Story = {
  args: { defaultOpen: true, defaultValue: '2026-06-12' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('grid')).toBeVisible();
    within(dialog).getByRole('button', { name: '昨天' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-14');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Opened and chosen in the calendar by keyboard alone. */
export const CalendarByKeyboard: Story = {
  args: { defaultValue: '2026-06-12' },
  play: async ({ canvasElement, args }) => {
    // react-aria names the button after the field (创建日期) and its calendar role.
    const [button] = within(canvasElement).getAllByRole('button');
    button?.focus();
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('grid');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-06-11');
  },
};

/** Future dates cannot be chosen: tomorrow is unavailable in the calendar. */
export const NoFuture: Story = {
  args: { noFuture: true, defaultOpen: true, defaultValue: '2026-06-15' },
  play: async ({ canvasElement }) => {
    const grid = await page(canvasElement).findByRole('grid');
    const tomorrow = within(grid).getByText('16').closest('[role="button"]');
    await expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
  },
};

export const FutureValueRejected: Story = { args: { noFuture: true, defaultValue: '2026-07-01' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '2026-06-01' } };
export const Invalid: Story = { args: { errorMessage: '不能为空', required: true } };
export const English: Story = { args: { label: 'Created on', defaultOpen: true, defaultValue: '2026-06-12' }, globals: { locale: 'en' } };

export const DateTime: Story = {
  render: (args) => <DateTimePicker {...args} label="创建时间" defaultValue="2026-06-15 08:05:09" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('spinbutton')).toHaveLength(6);
  },
};

export const DateTimeOpenEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => <DateTimePicker {...args} label="Created at" defaultValue="2026-06-15 08:05:09" defaultOpen />,
};
