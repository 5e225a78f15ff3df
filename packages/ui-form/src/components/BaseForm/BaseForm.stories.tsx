import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BaseFormItem, BaseFormValues } from '../../model/baseForm';
import { createMemoryDataSource } from '../../testing/memoryDataSource';
import { CARRIERS, OWNERS } from '../../testing/fixtures/items';
import { BaseForm } from './BaseForm';

const NOW = Date.UTC(2026, 5, 15, 1, 30);
const source = createMemoryDataSource({ options: { '/options/carrier': CARRIERS } });

const LABELS = {
  zh: { asnNo: '入库单号', qty: '数量', qtyRange: '预期数量区间', owner: '货主', carrier: '承运商', date: '创建日期', range: '到货日期', datetime: '审核时间', dtRange: '收货时间段', slot: '仅看加急' },
  en: { asnNo: 'ASN no.', qty: 'Quantity', qtyRange: 'Expected quantity', owner: 'Owner', carrier: 'Carrier', date: 'Created on', range: 'Arrival dates', datetime: 'Reviewed at', dtRange: 'Receiving window', slot: 'Urgent only' },
} as const;

function itemsOf(lang: 'zh' | 'en'): BaseFormItem[] {
  const l = LABELS[lang];
  return [
    { type: 'text', prop: 'asnNo', label: l.asnNo, rules: [{ pattern: /^[A-Za-z0-9]*$/ }] },
    { type: 'number', prop: 'qty', label: l.qty },
    { type: 'number', prop: 'expectedQty', label: l.qtyRange, range: true },
    { type: 'select', prop: 'owner', label: l.owner, options: OWNERS, multiple: true },
    { type: 'select', prop: 'carrier', label: l.carrier, url: '/options/carrier' },
    { type: 'date', prop: 'created', label: l.date, noFuture: true },
    { type: 'daterange', prop: 'arrival', label: l.range },
    { type: 'datetime', prop: 'reviewed', label: l.datetime },
    { type: 'datetimerange', prop: 'window', label: l.dtRange },
    {
      type: 'slot', prop: 'urgent', label: l.slot,
      render: ({ value, setValue, label }) => (
        <label style={{ display: 'flex', alignItems: 'center', gap: 6, marginTop: 22 }}>
          <input type="checkbox" checked={value === '1'} onChange={(event) => { setValue(event.target.checked ? '1' : ''); }} />
          {label}
        </label>
      ),
    },
  ];
}

type Args = { defaultValue?: BaseFormValues; onChange: (values: BaseFormValues, prop: string) => void; onSearch: (values: BaseFormValues) => void };

function Harness(args: Args) {
  const { i18n } = useTranslation();
  const [items] = useState(() => itemsOf(i18n.language === 'en' ? 'en' : 'zh'));
  return <BaseForm {...args} items={items} dataSource={source} timeZone="Asia/Shanghai" now={NOW} />;
}

const meta = {
  title: 'ui-form/BaseForm',
  component: Harness,
  args: { onChange: fn(), onSearch: fn() },
  parameters: { docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Every field type, empty. */
export const Default: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** Every field filled. */
export const Filled: Story = {
  args: {
    defaultValue: {
      asnNo: 'ASN0615', qty: '12', expectedQty: ['10', '500'], owner: ['OWN-A', 'OWN-C'], carrier: 'SF', created: '2026-06-10',
      arrival: ['2026-06-08', '2026-06-15'], reviewed: '2026-06-15 08:30:00', window: ['2026-06-15 00:00:00', '2026-06-15 23:59:59'], urgent: '1',
    },
  },
};

/** A range end that is not a positive integer (leading zero, zero, decimal): the message, and no change emitted. */
export const RangeError: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const from = page.getByRole('textbox', { name: '预期数量区间（起）' });
    await userEvent.type(from, '007');
    await waitFor(() => expect(from).toHaveAccessibleDescription('请输入大于0的正整数'));
    await expect(page.getAllByText('请输入大于0的正整数').length).toBeGreaterThan(0);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Corrected, the range is emitted. */
export const RangeFixed: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const from = page.getByRole('textbox', { name: '预期数量区间（起）' });
    await userEvent.type(from, '0');
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(from);
    await userEvent.type(from, '7');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ expectedQty: ['7', ''] }), 'expectedQty'));
    await expect(from).not.toHaveAttribute('aria-invalid');
  },
};

export const RangeErrorEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const to = page.getByRole('textbox', { name: 'Expected quantity (to)' });
    await userEvent.type(to, '0');
    await waitFor(() => expect(to).toHaveAccessibleDescription('please enter a positive integer greater than 0'));
  },
};

/** A start above the end is refused too. */
export const RangeReversed: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.type(page.getByRole('textbox', { name: '预期数量区间（起）' }), '50');
    await userEvent.type(page.getByRole('textbox', { name: '预期数量区间（止）' }), '5');
    await waitFor(() => expect(page.getByRole('textbox', { name: '预期数量区间（止）' })).toHaveAccessibleDescription('起始值不能大于结束值'));
  },
};

/** A text field validated on change: a value against its pattern is never emitted; Enter searches when all is valid. */
export const ValidatedBeforeEmit: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const asn = page.getByRole('textbox', { name: '入库单号' });
    await userEvent.type(asn, 'A1');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ asnNo: 'A1' }), 'asnNo');
    await userEvent.type(asn, '-');
    await waitFor(() => expect(asn).toHaveAccessibleDescription('格式不正确'));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Backspace}{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith(expect.objectContaining({ asnNo: 'A1' }));
  },
};

/** The date shortcuts: today, lastday, lastweek. */
export const DateShortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const group = page.getByRole('group', { name: '创建日期' });
    await userEvent.click(within(group).getByRole('button', { name: /打开日历/ }));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '今天' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '昨天' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '一周前' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ created: '2026-06-08' }), 'created');
  },
};

/** The range shortcuts: week, month, quarter (7, 30, 90 days). */
export const RangeShortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const group = page.getByRole('group', { name: '到货日期' });
    await userEvent.click(within(group).getByRole('button', { name: /打开日历/ }));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '最近一周' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '最近一个月' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '最近三个月' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ arrival: ['2026-03-17', '2026-06-15'] }), 'arrival');
  },
};
