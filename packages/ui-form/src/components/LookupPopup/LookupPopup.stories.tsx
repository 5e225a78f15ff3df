import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSource } from '../../testing/memoryDataSource';
import { SKU_ROWS, skuColumns } from '../../testing/fixtures/items';
import { LookupPopup } from './LookupPopup';

const full = createMemoryDataSource({ tables: { '/sku/lookup/': SKU_ROWS } });
const noTotal = createMemoryDataSource({ tables: { '/sku/lookup/': SKU_ROWS.slice(0, 30) }, omitTotal: true });
const empty = createMemoryDataSource({ tables: {} });
const failing = createMemoryDataSource({ fail: true });
/** The shape of @wms/api's ContractDrift: the lookup's rows came under another key (issue 47). */
const LOOKUP_DRIFT = Object.assign(new Error('drift'), {
  kind: 'drift',
  call: { answer: 'lookupPage', method: 'POST', path: '/sku/lookup/1' },
  issues: [{ path: '$.page.list', expected: 'array', got: 'missing' }],
});
const drifted: ReturnType<typeof createMemoryDataSource> = { ...full, lookup: () => Promise.reject(LOOKUP_DRIFT) };
const slow = createMemoryDataSource({ tables: { '/sku/lookup/': SKU_ROWS }, delay: 600_000 });

type Args = { source: ReturnType<typeof createMemoryDataSource>; onChoose: (row: Record<string, unknown>) => void };

/** The popup opened from a field: it shows the chosen row's SKU, as the field would. */
function Harness({ source, onChoose }: Args) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState('');
  return (
    <>
      <output aria-label="chosen">{chosen}</output>
      <LookupPopup
        open={open}
        onOpenChange={setOpen}
        title={lang === 'en' ? 'Item (SKU)' : '商品'}
        url="/sku/lookup/"
        columns={skuColumns(lang)}
        lookup={(request) => source.lookup(request)}
        onChoose={(row) => {
          onChoose(row);
          setChosen(String(row.sku));
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui-form/LookupPopup',
  component: Harness,
  args: { source: full, onChoose: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The first page of results: 100 rows a page, the total from the answer. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '商品' });
    await within(dialog).findByRole('row', { name: /SKU00001/ });
    // 100 rows and the header row.
    await expect(within(dialog).getAllByRole('row')).toHaveLength(101);
    await expect(within(dialog).getByText('共 250 条')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await within(await body(canvasElement).findByRole('dialog', { name: 'Item (SKU)' })).findByRole('row', { name: /SKU00001/ });
  },
};

/** Paging: the next page asks for page 2 of 100 rows. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '商品' });
    await within(dialog).findByRole('row', { name: /SKU00001/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '第 3 页' }));
    await within(dialog).findByRole('row', { name: /SKU00201/ });
    await expect(within(dialog).getAllByRole('row')).toHaveLength(51);
  },
};

/** Searched by a column: only matching rows; Enter in the search box searches. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '商品' });
    await within(dialog).findByRole('row', { name: /SKU00001/ });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '商品编码' }), 'SKU0012{Enter}');
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(11));
    await expect(within(dialog).getByRole('row', { name: /SKU00125/ })).toBeInTheDocument();
  },
};

/** Chosen by keyboard: ↓ moves, Enter hands the row over and closes. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: '商品' });
    const first = await within(dialog).findByRole('row', { name: /SKU00001/ });
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(within(dialog).getByRole('row', { name: /SKU00002/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith({ sku: 'SKU00002', name: '商品 2', owner: 'OWN-B', unit: 'CS' });
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(page.getByLabelText('chosen')).toHaveTextContent('SKU00002');
  },
};

/** An answer without a total: 1000 is assumed. */
export const DefaultTotal: Story = {
  args: { source: noTotal },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '商品' });
    await within(dialog).findByRole('row', { name: /SKU00001/ });
    await expect(within(dialog).getByText('共 1000 条')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { source: slow },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '商品' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('加载中…');
  },
};

export const Empty: Story = {
  args: { source: empty },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '商品' });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('暂无数据'));
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

/** The lookup failed: an error and an empty list. */
export const Failure: Story = {
  args: { source: failing },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '商品' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('查找失败，请稍后重试');
    await expect(within(dialog).getAllByRole('row')).toHaveLength(1);
  },
};

export const FailureEnglish: Story = {
  args: { source: failing },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Item (SKU)' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The lookup failed, please try again');
  },
};

/** The lookup's answer drifted from the contract: the popup names the call and the field, with a retry. */
export const Drift: Story = {
  args: { source: drifted },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '商品' });
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('服务器对 POST /sku/lookup/1 的应答与约定不同：$.page.list 应为数组，实为 缺失');
    await expect(within(alert).getByRole('button', { name: '重试' })).toBeVisible();
    await expect(within(dialog).getAllByRole('row')).toHaveLength(1);
  },
};

export const DriftEnglish: Story = {
  args: { source: drifted },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Item (SKU)' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent("The server's answer to POST /sku/lookup/1 differs from the contract: $.page.list expected array, got missing");
  },
};
