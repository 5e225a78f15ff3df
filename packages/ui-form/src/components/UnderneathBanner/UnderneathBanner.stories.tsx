import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSource } from '../../testing/memoryDataSource';
import { CARRIERS, EVERY_ITEM_RULES, everyItem, FILLED_RECORD, SKU_ROWS, type Lang } from '../../testing/fixtures/items';
import { DrawerForm } from '../DrawerForm';
import type { UnderneathChange } from './UnderneathBanner';

/** 2026-06-15 09:30 in Shanghai: every story's "now". */
const NOW = Date.UTC(2026, 5, 15, 1, 30);
const source = createMemoryDataSource({ tables: { '/sku/lookup/': SKU_ROWS }, options: { '/options/carrier': CARRIERS } });

/** Someone else's save while the drawer is open: the carrier and the remark changed. */
const CHANGED: UnderneathChange = {
  kind: 'changed',
  user: '王芳',
  time: '2026-06-15 09:41:07',
  record: { ...FILLED_RECORD, carrier: 'ZTO', remark: '易碎，请轻放' },
};
const DELETED: UnderneathChange = { kind: 'deleted', user: '王芳', time: '2026-06-15 09:41:07' };

/** The drawer of every item type over FILLED_RECORD, told of `change`. */
function Harness({ change, onDismiss }: { change: UnderneathChange; onDismiss: () => void }) {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [items] = useState(() => everyItem(lang, {}));
  const [shown, setShown] = useState<UnderneathChange | undefined>(change);
  return (
    <DrawerForm
      defaultOpen
      title={lang === 'en' ? 'Edit ASN' : '编辑入库单'}
      items={items}
      rules={EVERY_ITEM_RULES}
      record={FILLED_RECORD}
      dataSource={source}
      timeZone="Asia/Shanghai"
      now={NOW}
      onSubmit={fn()}
      underneath={shown}
      onUnderneathDismiss={() => {
        setShown(undefined);
        onDismiss();
      }}
    />
  );
}

const meta = {
  title: 'ui-form/DrawerForm/Underneath',
  component: Harness,
  args: { change: CHANGED, onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Changed underneath: who, when, which fields and their values; the offer for the untouched fields. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const banner = await page.findByRole('alert');
    await expect(banner).toHaveTextContent('王芳 于 2026-06-15 09:41:07 修改了此记录。');
    await expect(banner).toHaveTextContent('易碎，请轻放');
    await expect(within(banner).getByRole('button', { name: '将对方的值填入你未修改的 2 个字段' })).toBeEnabled();
  },
};

export const ChangedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const banner = await body(canvasElement).findByRole('alert');
    await expect(banner).toHaveTextContent('王芳 changed this record at 2026-06-15 09:41:07.');
    await expect(within(banner).getByRole('button', { name: 'Take their values into the 2 fields you have not changed' })).toBeEnabled();
  },
};

/**
 * The user had typed in the remark: it keeps what they typed; taking their values fills only
 * the carrier, and the banner says so.
 */
export const ChangedTakeTheirs: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const drawer = await page.findByRole('dialog', { name: '编辑入库单' });
    const remark = within(drawer).getByRole('textbox', { name: '备注' });
    await userEvent.clear(remark);
    await userEvent.type(remark, '我的备注');
    const banner = page.getByRole('alert');
    await waitFor(() => expect(banner).toHaveTextContent('你已修改此字段，保留你的值'));
    await userEvent.click(within(banner).getByRole('button', { name: '将对方的值填入你未修改的 1 个字段' }));
    await waitFor(() => expect(banner).toHaveTextContent('已将对方的值填入 1 个字段。'));
    // The carrier now holds their value: not one the user changed.
    await expect(within(banner).getAllByRole('listitem')[0]).not.toHaveTextContent('你已修改此字段');
    await expect(remark).toHaveValue('我的备注');
    await expect(within(drawer).getByRole('button', { name: /承运商/ })).toHaveTextContent('中通快递');
  },
};

/** Deleted underneath: says so; what was typed stays. */
export const Deleted: Story = {
  args: { change: DELETED },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const drawer = await page.findByRole('dialog', { name: '编辑入库单' });
    const banner = await page.findByRole('alert');
    await expect(banner).toHaveTextContent('王芳 于 2026-06-15 09:41:07 删除了此记录。');
    await expect(within(drawer).getByRole('textbox', { name: '备注' })).toHaveValue('轻拿轻放');
    await userEvent.click(within(banner).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(page.queryByRole('alert')).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalled();
    await expect(within(drawer).getByRole('textbox', { name: '备注' })).toHaveValue('轻拿轻放');
  },
};

export const DeletedEnglish: Story = {
  args: { change: DELETED },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const banner = await body(canvasElement).findByRole('alert');
    await expect(banner).toHaveTextContent('王芳 deleted this record at 2026-06-15 09:41:07.');
    await expect(banner).toHaveTextContent('What you typed is kept in the form');
  },
};
