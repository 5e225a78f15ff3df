import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALL_BUTTONS } from '../stories/inboundFixtures';
import { createInboundHandlers, type InboundHandlerOptions } from '../stories/inboundHandlers';
import { InboundStory, useStoryTitle } from '../stories/InboundStory';
import { ReceiptDetailScreen } from './ReceiptDetailScreen';

function ReceiptDetail({ receiptkey = '', handheld = false }: { receiptkey?: string; handheld?: boolean }) {
  return (
    <InboundStory handheld={handheld}>
      <Screen start={receiptkey} />
    </InboundStory>
  );
}
function Screen({ start }: { start: string }) {
  const [receiptkey, setReceiptkey] = useState(start);
  return <ReceiptDetailScreen title={useStoryTitle('receiptDetail')} receiptkey={receiptkey} onOpen={setReceiptkey} />;
}

/**
 * /receiptDetail: a receipt's header and lines in the SheetGrid, receiving by line, receive all,
 * QC pass and fail, against the inbound fixture server (its refusals are the server's).
 */
const meta = {
  title: 'wms/Inbound/ReceiptDetail',
  component: ReceiptDetail,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReceiptDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each story its own fixture server (what one story books never shows in another). */
const server = (options: InboundHandlerOptions = {}) => ({ msw: { handlers: createInboundHandlers(options) } });
const en = { globals: { locale: 'en' } };

const grid = async (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole('grid', { name }, { timeout: 15_000 });
/** Types into a line's cell: focus it, type (the editor opens on the first key), Enter commits. */
async function enter(canvasElement: HTMLElement, gridName: RegExp, row: number, column: string, value: string) {
  const g = await grid(canvasElement, gridName);
  const rowElement = within(g).getAllByRole('row')[row] as HTMLElement;
  const cell = rowElement.querySelector<HTMLElement>(`[data-cell$="\u001f${column}"]`);
  if (!cell) throw new Error(`no cell ${column}`);
  await userEvent.click(cell);
  await userEvent.keyboard(`${value}{Enter}`);
}

/** The page's outcome line of a refusal (the sheet repeats the reason in its own notice). */
const refusal = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-outcome="error"]');

/** Nothing open yet: the scan field has the focus, the receipts to receive are listed. */
export const PickAReceipt: Story = {
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '入库单号' })).toHaveFocus());
    await expect(await canvas.findByRole('button', { name: '打开 ASN0000000101' }, { timeout: 15_000 })).toBeVisible();
  },
};
export const PickAReceiptEnglish: Story = { ...PickAReceipt, ...en, parameters: server(), play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('button', { name: 'Open ASN0000000101' }, { timeout: 15_000 })).toBeVisible(); } };

/** A new receipt: two lines received from the sheet, with a location and a batch number. */
export const ReceiveLines: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, /ASN0000000101/, 1, 'rcvQty', '12');
    await enter(canvasElement, /ASN0000000101/, 1, 'rcvToloc', 'A-01-02');
    await enter(canvasElement, /ASN0000000101/, 3, 'rcvQty', '5');
    await userEvent.click(canvas.getByRole('button', { name: '收货' }));
    await expect(await canvas.findByText('收货成功：2 行，共 17 件')).toBeVisible();
    await waitFor(() => expect(within(canvasElement.querySelector('dl[data-receipt]') as HTMLElement).getByText('收货中')).toBeVisible());
  },
};
export const ReceiveLinesEnglish: Story = {
  ...ReceiveLines,
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, /ASN0000000101/, 1, 'rcvQty', '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Receive' }));
    await expect(await canvas.findByText('Received: 1 lines, 20 pieces')).toBeVisible();
  },
};

/** More than expected on a line: the server refuses with its over-receipt message; the entry stays. */
export const OverReceiptRefused: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, /ASN0000000101/, 1, 'rcvQty', '25');
    await userEvent.click(canvas.getByRole('button', { name: '收货' }));
    await waitFor(() => expect(refusal(canvasElement)).toHaveTextContent('第 00001 行收货被拒绝：商品 SKU-1001 收货数量超出预期（超收上限 20）'));
  },
};
export const OverReceiptRefusedEnglish: Story = {
  ...OverReceiptRefused,
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enter(canvasElement, /ASN0000000101/, 1, 'rcvQty', '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(refusal(canvasElement)).toHaveTextContent('Line 00001 was refused: Receiving more of item SKU-1001 than expected (over-receipt limit 20)'));
  },
};

/** A typed quantity that is not a number is caught on the cell before anything is sent. */
export const QuantityNotANumber: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    await enter(canvasElement, /ASN0000000101/, 2, 'rcvQty', 'abc');
    await waitFor(() => expect(within(canvasElement).getByText('请输入数字')).toBeInTheDocument());
  },
};

/** A receiving receipt with a received line awaiting QC: failing it asks for the disposition. */
export const QcFail: Story = {
  args: { receiptkey: 'ASN0000000102' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const g = await grid(canvasElement, /ASN0000000102/);
    await userEvent.click(await within(g).findByRole('button', { name: '质检' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: /质检：第 00002 行/ });
    await userEvent.click(within(dialog).getByRole('button', { name: '质检不合格' }));
    await expect(within(dialog).getByText('请选择处置方式')).toBeVisible();
    await expect(canvas.getByText('SKU-1002')).toBeVisible();
  },
};
export const QcFailEnglish: Story = {
  ...QcFail,
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement, /ASN0000000102/);
    await userEvent.click(await within(g).findByRole('button', { name: 'QC' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: /QC: line 00002/ })).toBeVisible();
  },
};

/** QC pass of the line awaiting it: done, the line shows its new QC status. */
export const QcPass: Story = {
  args: { receiptkey: 'ASN0000000102' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const g = await grid(canvasElement, /ASN0000000102/);
    await userEvent.click(await within(g).findByRole('button', { name: '质检' }));
    await userEvent.click(within(within(canvasElement.ownerDocument.body).getByRole('dialog')).getByRole('button', { name: '质检合格' }));
    await expect(await canvas.findByText('第 00002 行质检合格')).toBeVisible();
    await waitFor(() => expect(within(g).getByText('合格')).toBeVisible());
  },
};

/** A settled receipt: read-only, with the reason; no receive actions. */
export const Settled: Story = {
  args: { receiptkey: 'ASN0000000104' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('入库单当前状态为“已核销”，不能收货，明细只读。', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '收货' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '整单收货' })).toBeDisabled();
  },
};
export const SettledEnglish: Story = { ...Settled, ...en, parameters: server(), play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText(/The receipt is in status "Verified and settled"/, {}, { timeout: 15_000 })).toBeVisible(); } };

/** A user without the receive buttons sees the receipt read-only. */
export const NoReceivePermission: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => !/receive|qc/.test(b)) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('你没有收货权限，明细只读。', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '整单收货' })).toBeNull();
  },
};

/** An unknown number. */
export const NotFound: Story = {
  args: { receiptkey: 'ASN9999999999' },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('未找到入库单 ASN9999999999', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const NotFoundEnglish: Story = { ...NotFound, ...en, parameters: server(), play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('Receipt ASN9999999999 was not found', {}, { timeout: 15_000 })).toBeVisible(); } };

/** The server fails: its message and a retry. */
export const LoadFailed: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server({ failLists: true }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('系统错误，请联系管理员', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadFailedEnglish: Story = { ...LoadFailed, ...en, parameters: server({ failLists: true }), play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('System error, please contact the administrator', {}, { timeout: 15_000 })).toBeVisible(); } };

/** Waiting for the server. */
export const Loading: Story = { args: { receiptkey: 'ASN0000000101' }, parameters: server({ hang: true }) };

/** The largest realistic receipt: 60 lines, paged by 20 in the sheet. */
export const SixtyLines: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server({ manyLines: true }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('heading', { name: '入库明细（60 行）' }, { timeout: 15_000 })).toBeVisible(); },
};

/** On a handheld's 480 × 800: the header stacks, the sheet scrolls inside itself. */
export const Handheld: Story = {
  args: { receiptkey: 'ASN0000000102', handheld: true },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('grid', { name: /ASN0000000102/ }, { timeout: 15_000 })).toBeVisible(); },
};

export const QuantityNotANumberEnglish: Story = {
  args: { receiptkey: 'ASN0000000101' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    await enter(canvasElement, /ASN0000000101/, 2, 'rcvQty', 'abc');
    await waitFor(() => expect(within(canvasElement).getByText('Enter a number')).toBeInTheDocument());
  },
};
export const QcPassEnglish: Story = {
  args: { receiptkey: 'ASN0000000102' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    const g = await grid(canvasElement, /ASN0000000102/);
    await userEvent.click(await within(g).findByRole('button', { name: 'QC' }));
    await userEvent.click(within(within(canvasElement.ownerDocument.body).getByRole('dialog')).getByRole('button', { name: 'QC pass' }));
    await expect(await within(canvasElement).findByText('Line 00002 passed QC')).toBeVisible();
  },
};
export const NoReceivePermissionEnglish: Story = {
  args: { receiptkey: 'ASN0000000101' },
  ...en,
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => !/receive|qc/.test(b)) }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('You may not receive: the lines are read-only.', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadingEnglish: Story = { args: { receiptkey: 'ASN0000000101' }, ...en, parameters: server({ hang: true }) };
export const SixtyLinesEnglish: Story = {
  args: { receiptkey: 'ASN0000000101' },
  ...en,
  parameters: server({ manyLines: true }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('heading', { name: 'Lines (60)' }, { timeout: 15_000 })).toBeVisible(); },
};
export const HandheldEnglish: Story = {
  args: { receiptkey: 'ASN0000000102', handheld: true },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('grid', { name: 'Lines of receipt ASN0000000102' }, { timeout: 15_000 })).toBeVisible(); },
};
