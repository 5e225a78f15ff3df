import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALL_BUTTONS } from '../stories/inboundFixtures';
import { createInboundHandlers, type InboundHandlerOptions } from '../stories/inboundHandlers';
import { InboundStory, useStoryTitle } from '../stories/InboundStory';
import { ReversalScreen } from './ReversalScreen';

function Reversal({ receiptkey = '', handheld = false }: { receiptkey?: string; handheld?: boolean }) {
  return (
    <InboundStory handheld={handheld}>
      <Screen start={receiptkey} />
    </InboundStory>
  );
}
function Screen({ start }: { start: string }) {
  const [receiptkey, setReceiptkey] = useState(start);
  return <ReversalScreen title={useStoryTitle('Reversal')} receiptkey={receiptkey} onOpen={setReceiptkey} />;
}

/** /app/Reversal: receipt reversal (冲销), against the inbound fixture server. */
const meta = {
  title: 'wms/Inbound/Reversal',
  component: Reversal,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Reversal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each story its own fixture server. */
const server = (options: InboundHandlerOptions = {}) => ({ msw: { handlers: createInboundHandlers(options) } });
const en = { globals: { locale: 'en' } };
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function confirmReversal(canvasElement: HTMLElement, button: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }, { timeout: 15_000 }));
  const dialog = await body(canvasElement).findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** Nothing open: receipts that can be reversed are listed. */
export const PickAReceipt: Story = {
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('heading', { name: '可冲销的入库单' }, { timeout: 15_000 })).toBeVisible(); },
};
export const PickAReceiptEnglish: Story = { ...en, parameters: server(), play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('heading', { name: 'Receipts that can be reversed' }, { timeout: 15_000 })).toBeVisible(); } };

/** A received receipt: what a reversal takes back, and the confirmation it asks. */
export const Confirm: Story = {
  args: { receiptkey: 'ASN0000000103' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '冲销' }, { timeout: 15_000 }));
    await expect(await body(canvasElement).findByText('确认冲销入库单 ASN0000000103？将撤回已收货的 12 件库存，此操作不可撤销。')).toBeVisible();
  },
};

/** Reversed: the stock taken back, the receipt new again. */
export const Reversed: Story = {
  args: { receiptkey: 'ASN0000000103' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    await confirmReversal(canvasElement, '冲销');
    await waitFor(() => expect(canvasElement.querySelector('[data-outcome="ok"]')).toHaveTextContent('入库单 ASN0000000103 已冲销：撤回 12 件库存'));
    await waitFor(() => expect(within(canvasElement.querySelector('dl[data-receipt]') as HTMLElement).getByText('新建')).toBeVisible());
  },
};
export const ReversedEnglish: Story = {
  args: { receiptkey: 'ASN0000000103' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    await confirmReversal(canvasElement, 'Reverse');
    await waitFor(() => expect(canvasElement.querySelector('[data-outcome="ok"]')).toHaveTextContent('Receipt ASN0000000103 reversed: 12 pieces taken back'));
  },
};

/** Its stock has moved on: the server refuses, with its message. */
export const StockMoved: Story = {
  args: { receiptkey: 'ASN0000000105' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    await confirmReversal(canvasElement, '冲销');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('入库单 ASN0000000105 的库存已移动或分配，不能冲销'));
  },
};
export const StockMovedEnglish: Story = {
  args: { receiptkey: 'ASN0000000105' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    await confirmReversal(canvasElement, 'Reverse');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The stock of receipt ASN0000000105 has moved or been allocated: it cannot be reversed'));
  },
};

/** A new receipt has nothing to reverse; a settled one is closed. */
export const NothingReceived: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/入库单当前状态为“新建”，不能冲销/, {}, { timeout: 15_000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '冲销' })).toBeDisabled();
  },
};

/** Without the reversal button. */
export const NoPermission: Story = {
  args: { receiptkey: 'ASN0000000103' },
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => b !== 'asn:reverse') }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('你没有此操作的权限', {}, { timeout: 15_000 })).toBeVisible(); },
};

export const NotFound: Story = {
  args: { receiptkey: 'ASN9999999999' },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('未找到入库单 ASN9999999999', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadFailed: Story = {
  args: { receiptkey: 'ASN0000000103' },
  parameters: server({ failLists: true }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('系统错误，请联系管理员', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const Loading: Story = { args: { receiptkey: 'ASN0000000103' }, parameters: server({ hang: true }) };

/** On a handheld's 480 × 800. */
export const Handheld: Story = {
  args: { receiptkey: 'ASN0000000103', handheld: true },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('button', { name: '冲销' }, { timeout: 15_000 })).toBeVisible(); },
};

export const ConfirmEnglish: Story = {
  args: { receiptkey: 'ASN0000000103' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Reverse' }, { timeout: 15_000 }));
    await expect(await body(canvasElement).findByText('Reverse receipt ASN0000000103? The 12 pieces it received leave the stock; this cannot be undone.')).toBeVisible();
  },
};
export const NothingReceivedEnglish: Story = {
  args: { receiptkey: 'ASN0000000101' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText(/The receipt is in status "New": it cannot be reversed/, {}, { timeout: 15_000 })).toBeVisible(); },
};
export const NoPermissionEnglish: Story = {
  args: { receiptkey: 'ASN0000000103' },
  ...en,
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => b !== 'asn:reverse') }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('You do not have permission for this', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const NotFoundEnglish: Story = {
  args: { receiptkey: 'ASN9999999999' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('Receipt ASN9999999999 was not found', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadFailedEnglish: Story = {
  args: { receiptkey: 'ASN0000000103' },
  ...en,
  parameters: server({ failLists: true }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('System error, please contact the administrator', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadingEnglish: Story = { args: { receiptkey: 'ASN0000000103' }, ...en, parameters: server({ hang: true }) };
export const HandheldEnglish: Story = {
  args: { receiptkey: 'ASN0000000103', handheld: true },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('button', { name: 'Reverse' }, { timeout: 15_000 })).toBeVisible(); },
};
