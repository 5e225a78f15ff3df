import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_MAP_CENTER } from '../../model/map';
import type { FormValues } from '../../model/values';
import { createMemoryDataSource } from '../../testing/memoryDataSource';
import { CARRIERS, EVERY_ITEM_RULES, everyItem, FILLED_RECORD, SKU_ROWS, type Lang } from '../../testing/fixtures/items';
import { createOfflineMapProvider } from '../MapPicker';
import { DrawerForm, type DrawerFormProps } from './DrawerForm';

/** 2026-06-15 09:30 in Shanghai: every story's "now". */
const NOW = Date.UTC(2026, 5, 15, 1, 30);
const ZONE = 'Asia/Shanghai';
const source = createMemoryDataSource({ tables: { '/sku/lookup/': SKU_ROWS }, options: { '/options/carrier': CARRIERS } });
const slowSource = createMemoryDataSource({ tables: { '/sku/lookup/': SKU_ROWS }, options: { '/options/carrier': CARRIERS }, delay: 600_000 });
const failingSource = createMemoryDataSource({ fail: true });
const map = createOfflineMapProvider({ center: DEFAULT_MAP_CENTER });

type Args = Omit<DrawerFormProps, 'items' | 'title'> & { variant?: 'disabled' | 'hidden' | 'plain' };

/** The form of every item type in the story's language. */
function Harness({ variant = 'plain', ...args }: Args) {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [items] = useState(() => {
    const all = everyItem(lang, { disabled: variant === 'disabled' });
    return variant === 'hidden' ? all.map((item) => (item.prop === 'carrier' || item.prop === 'zone' ? { ...item, hidden: true } : item)) : all;
  });
  return <DrawerForm {...args} title={lang === 'en' ? 'Edit ASN' : '编辑入库单'} items={items} />;
}

const meta = {
  title: 'ui-form/DrawerForm',
  component: Harness,
  args: {
    defaultOpen: true,
    rules: EVERY_ITEM_RULES,
    dataSource: source,
    mapProvider: map,
    timeZone: ZONE,
    now: NOW,
    onSubmit: fn(),
    onOpenChange: fn(),
    onDirtyChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A new, empty form. */
export const Default: Story = {};

/** English. */
export const English: Story = { globals: { locale: 'en' } };

/** An edit: every item filled from the record. */
export const Filled: Story = { args: { record: FILLED_RECORD } };

export const FilledEnglish: Story = { args: { record: FILLED_RECORD }, globals: { locale: 'en' } };

/** Every item disabled. */
export const Disabled: Story = { args: { record: FILLED_RECORD, variant: 'disabled' } };

/** Hidden items are not shown, but their values are still handed over. */
export const Hidden: Story = {
  args: { record: FILLED_RECORD, variant: 'hidden' },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await expect(page.queryByText('承运商')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ carrier: 'SF', zone: ['A', 'A02'], internalId: 'INT-7' })));
  },
};

/** Presses Tab (Shift+Tab backwards) until `target` holds the focus: keyboard alone, no clicks. */
async function tabTo(target: Element, backwards = false) {
  for (let i = 0; i < 80; i += 1) {
    if (target.ownerDocument.activeElement === target) return;
    await userEvent.keyboard(backwards ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
  }
  throw new globalThis.Error(`could not reach ${target.outerHTML.slice(0, 120)} by Tab`);
}

/**
 * Acceptance: one form with every item type filled by keyboard alone, saved, and the data handed
 * over checked: the date as a timestamp, the checkbox 1, the switch "1", the empty select
 * without rules as a single space, the lookup row filling a second field.
 */
export const FillByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const drawer = await page.findByRole('dialog', { name: '编辑入库单' });
    const inDrawer = within(drawer);

    await tabTo(inDrawer.getByRole('textbox', { name: '入库单号' }));
    await userEvent.keyboard('ASN0001');

    // table: autocomplete first, then the lookup popup chooses another row by arrows and Enter.
    await tabTo(inDrawer.getByRole('combobox', { name: '商品' }));
    await userEvent.keyboard('SKU0000');
    await page.findByRole('option', { name: /SKU00001/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(inDrawer.getByRole('textbox', { name: '商品名称' })).toHaveValue('商品 1'));
    await tabTo(inDrawer.getByRole('button', { name: '查找商品' }));
    await userEvent.keyboard('{Enter}');
    const lookup = await page.findByRole('dialog', { name: '商品' });
    const firstRow = await within(lookup).findByRole('row', { name: /SKU00001/ });
    await tabTo(firstRow);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: '商品' })).not.toBeInTheDocument());
    await waitFor(() => expect(inDrawer.getByRole('textbox', { name: '商品名称' })).toHaveValue('商品 3'));

    // select, single: opened with Enter, the second owner chosen.
    await tabTo(inDrawer.getByRole('button', { name: /货主/ }));
    await userEvent.keyboard('{Enter}');
    await page.findByRole('option', { name: /华南货主/ });
    await userEvent.keyboard('华南{ArrowDown}{Enter}');
    await waitFor(() => expect(inDrawer.getByRole('button', { name: /货主/ })).toHaveTextContent('华南货主'));

    // select, multiple: the list opens on its first status; ↓ Enter, ↓ Enter choose the next two.
    await tabTo(inDrawer.getByRole('button', { name: /状态/ }));
    await userEvent.keyboard('{Enter}');
    await page.findByRole('option', { name: /新建/ });
    await userEvent.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}{Escape}');
    await waitFor(() => expect(inDrawer.getByRole('button', { name: /状态/ })).toHaveTextContent('2'));

    // date and date-time range, typed segment by segment.
    const dateGroup = inDrawer.getByRole('group', { name: '预计到货日期' });
    const [year] = within(dateGroup).getAllByRole('spinbutton');
    if (!year) throw new globalThis.Error('no year segment');
    await tabTo(year);
    await userEvent.keyboard('20260620');
    const rangeGroup = inDrawer.getByRole('group', { name: '收货时间段' });
    const [start] = within(rangeGroup).getAllByRole('spinbutton');
    if (!start) throw new globalThis.Error('no start segment');
    await tabTo(start);
    await userEvent.keyboard('20260620080000');
    await userEvent.keyboard('20260621180000');

    // cascader: → opens the next level, Enter chooses.
    await tabTo(inDrawer.getByRole('button', { name: /库区/ }));
    await userEvent.keyboard('{Enter}');
    await page.findByRole('menuitem', { name: /A 区/ });
    await userEvent.keyboard('{ArrowRight}');
    await page.findByRole('menuitem', { name: 'A01 拣货区' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(inDrawer.getByRole('button', { name: /库区/ })).toHaveTextContent('A02 存储区'));

    await tabTo(inDrawer.getByRole('checkbox', { name: '加急' }));
    await userEvent.keyboard(' ');
    await tabTo(inDrawer.getByRole('switch', { name: '启用' }));
    await userEvent.keyboard(' ');

    // map: the picker opens, Enter picks the point under the marker, confirm fills the street.
    await tabTo(inDrawer.getByRole('button', { name: '在地图上选择收货地址' }));
    await userEvent.keyboard('{Enter}');
    const picker = await page.findByRole('dialog', { name: '地图选点' });
    await tabTo(within(picker).getByRole('application'));
    await userEvent.keyboard('{Enter}');
    await within(picker).findByText(/已选地址：西藏中路131号/);
    await tabTo(within(picker).getByRole('button', { name: '确定' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(inDrawer.getByRole('textbox', { name: '收货地址' })).toHaveValue('西藏中路131号'));

    // address: a region through the cascader, handed over as text.
    await tabTo(inDrawer.getByRole('button', { name: /所在地区/ }));
    await userEvent.keyboard('{Enter}');
    await page.findByRole('menuitem', { name: /上海市/ });
    await userEvent.keyboard('{ArrowRight}');
    await page.findByRole('menuitem', { name: '黄浦区' });
    await userEvent.keyboard('{Enter}');

    await tabTo(inDrawer.getByRole('textbox', { name: '数量区间（起）' }));
    await userEvent.keyboard('10{Tab}250');

    await tabTo(inDrawer.getByRole('textbox', { name: '车牌号（自定义）' }));
    await userEvent.keyboard('沪b6789');
    await tabTo(inDrawer.getByRole('textbox', { name: '备注' }));
    await userEvent.keyboard('轻拿轻放');

    await tabTo(page.getByRole('button', { name: '保存' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      asnNo: 'ASN0001',
      sku: 'SKU00003',
      skuName: '商品 3',
      owner: 'OWN-B',
      carrier: ' ',
      status: ['20', '30'],
      expectedDate: Date.UTC(2026, 5, 19, 16),
      window: ['2026-06-20 08:00:00', '2026-06-21 18:00:00'],
      zone: ['A', 'A02'],
      urgent: 1,
      active: '1',
      street: '西藏中路131号',
      region: '上海市 黄浦区',
      qty: ['10', '250'],
      plate: '沪B6789',
      remark: '轻拿轻放',
      internalId: 'INT-7',
    } satisfies FormValues);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
