import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import { LazySelect } from './LazySelect';
import type { SelectOption } from '../../model/options';

const STATUSES: SelectOption[] = [
  { code: '10', description: '新建' },
  { code: '20', description: '部分收货' },
  { code: '30', description: '收货完成' },
  { code: ' 90 ', description: '取消' },
];

const meta = {
  title: 'ui-core/Select',
  component: Select,
  args: { label: '状态', options: STATUSES, onChange: fn() },
  parameters: { docs: { story: { inline: false, height: '380px' } } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** Keyboard alone: open, search, choose, clear. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /状态/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('取消');
    await waitFor(() => expect(page(canvasElement).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('90');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '清除选择' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const WithValue: Story = { args: { defaultValue: '20' } };
export const Open: Story = { args: { defaultOpen: true, defaultValue: '20' } };

/** Several values; Esc closes. */
export const Multiple: Story = {
  args: { multiple: true, defaultValue: ['10'] },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: /状态/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await page(canvasElement).findByRole('listbox');
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('收货完成');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['10', '30']);
    // The first Esc clears the search text, the second closes the list.
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: /已选 2 项/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { options: undefined, loadOptions: () => new Promise<SelectOption[]>(() => undefined), defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('加载中…')).toBeVisible();
  },
};

export const Loaded: Story = {
  args: { options: undefined, loadOptions: () => Promise.resolve(STATUSES), defaultOpen: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getAllByRole('option')).toHaveLength(4));
  },
};

export const Empty: Story = {
  args: { options: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('无数据')).toBeVisible();
  },
};

/** A failed load says so and offers a retry. */
export const Failed: Story = {
  args: { options: undefined, defaultOpen: true, loadOptions: () => Promise.reject(new Error('500')) },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('加载失败')).toBeVisible();
    await expect(page(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** The shape of @wms/api's ContractDrift: the server's answer to the options call differs from the contract. */
const OPTIONS_DRIFT = Object.assign(new Error('drift'), {
  kind: 'drift',
  call: { answer: 'options', method: 'GET', path: '/options/owner' },
  issues: [{ path: '$.data', expected: 'array', got: 'null' }],
});

/** The options' answer drifted: the list names the call and the field, with a retry. */
export const FailedDrift: Story = {
  args: { options: undefined, defaultOpen: true, loadOptions: () => Promise.reject(OPTIONS_DRIFT) },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('服务器对 GET /options/owner 的应答与约定不同：$.data 应为数组，实为 null');
    await expect(page(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const FailedDriftEnglish: Story = {
  args: { label: 'Owner', options: undefined, defaultOpen: true, loadOptions: () => Promise.reject(OPTIONS_DRIFT) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent("The server's answer to GET /options/owner differs from the contract: $.data expected array, got null");
  },
};

function FailsOnce(props: Parameters<typeof Select>[0]) {
  const [load] = useState(() => {
    let calls = 0;
    return () => { calls += 1; return calls === 1 ? Promise.reject(new Error('500')) : Promise.resolve(STATUSES); };
  });
  return <Select {...props} options={undefined} loadOptions={load} defaultOpen />;
}

/** Retry after a failure loads the options. */
export const RetryAfterFailure: Story = {
  render: (args) => <FailsOnce {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: '重试' }));
    await waitFor(() => expect(page(canvasElement).getAllByRole('option')).toHaveLength(4));
  },
};

/**
 * A value longer than the select: cut off with an ellipsis, the clear button still within the
 * select's width (a form's column), not beyond it.
 */
/** A supplier whose name is longer than any select here. */
const LONG_SUPPLIER = {
  label: '供应商',
  options: [{ code: 'S01', description: 'Guangzhou Yuanhang Apparel Co., Ltd. (Baiyun District warehouse)' }],
  defaultValue: 'S01',
};

export const LongValue: Story = {
  args: { ...LONG_SUPPLIER, width: 280 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /供应商/ });
    const clear = within(canvasElement).getByRole('button', { name: '清除选择' });
    // The select's box (its label, the trigger's row), 280 px wide as asked.
    const box = trigger.parentElement?.parentElement?.getBoundingClientRect();
    await expect(Math.round(box?.width ?? 0)).toBe(280);
    await expect(Math.round(clear.getBoundingClientRect().right)).toBeLessThanOrEqual(Math.round(box?.right ?? 0));
  },
};

/**
 * A select asked wider than the room it is given (520 px on a 320 px handheld column) keeps to
 * that room: its clear button stays on the screen, and the page does not scroll sideways.
 */
export const NarrowerRoom: Story = {
  args: { ...LONG_SUPPLIER, width: 520 },
  decorators: [(StoryFn) => <div data-room style={{ width: 320, outline: '1px dashed #999' }}><StoryFn /></div>],
  play: async ({ canvasElement }) => {
    const room = canvasElement.querySelector<HTMLElement>('[data-room]')?.getBoundingClientRect();
    const clear = within(canvasElement).getByRole('button', { name: '清除选择' });
    await expect(Math.round(clear.getBoundingClientRect().right)).toBeLessThanOrEqual(Math.round(room?.right ?? 0));
  },
};

/** The light stand-in that list screens paint first (pagination, grid filters): a long value. */
export const StandInLongValue: Story = {
  ...LongValue,
  render: (args) => <LazySelect {...args} />,
};

/** The stand-in asked wider than its room. */
export const StandInNarrowerRoom: Story = {
  ...NarrowerRoom,
  render: (args) => <LazySelect {...args} />,
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '10' } };
export const Invalid: Story = { args: { errorMessage: '不能为空', required: true } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Status', options: [{ code: '10', description: 'New' }, { code: '30', description: 'Received' }], defaultOpen: true },
};
