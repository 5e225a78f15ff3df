import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALL_BUTTONS } from '../stories/inboundFixtures';
import { createInboundHandlers, type InboundHandlerOptions } from '../stories/inboundHandlers';
import { InboundStory, useStoryTitle } from '../stories/InboundStory';
import { BarcodeScreen } from './BarcodeScreen';

function Barcode({ receiptkey = '', handheld = false }: { receiptkey?: string; handheld?: boolean }) {
  return (
    <InboundStory handheld={handheld}>
      <Screen start={receiptkey} />
    </InboundStory>
  );
}
function Screen({ start }: { start: string }) {
  const [receiptkey, setReceiptkey] = useState(start);
  return <BarcodeScreen title={useStoryTitle('barcode')} receiptkey={receiptkey} onOpen={setReceiptkey} />;
}

/** /app/barcode: delivery-note barcodes linked to a receipt, scanner first, against the inbound fixture server. */
const meta = {
  title: 'wms/Inbound/Barcode',
  component: Barcode,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Barcode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each story its own fixture server. */
const server = (options: InboundHandlerOptions = {}) => ({ msw: { handlers: createInboundHandlers(options) } });
const en = { globals: { locale: 'en' } };
const outcome = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-outcome]');

async function scanBarcode(canvasElement: HTMLElement, name: string, code: string) {
  const field = await within(canvasElement).findByRole('textbox', { name }, { timeout: 15_000 });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, `${code}{Enter}`);
}

/** Nothing open: the receipt field has the focus; receipts that take barcodes are listed. */
export const PickAReceipt: Story = {
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('button', { name: '打开 ASN0000000103' }, { timeout: 15_000 })).toBeVisible(); },
};
export const PickAReceiptEnglish: Story = { ...en, parameters: server(), play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('heading', { name: 'Receipts open to linking' }, { timeout: 15_000 })).toBeVisible(); } };

/** A receipt open: the scan links the barcode at once and the field is ready for the next. */
export const LinkABarcode: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    await scanBarcode(canvasElement, '送货单条码', 'DN20260615007');
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('条码 DN20260615007 已关联入库单 ASN0000000101'));
    await expect(await within(canvasElement).findByRole('cell', { name: 'DN20260615007' })).toBeVisible();
    await expect(within(canvasElement).getByRole('textbox', { name: '送货单条码' })).toHaveValue('');
  },
};
export const LinkABarcodeEnglish: Story = {
  args: { receiptkey: 'ASN0000000101' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    await scanBarcode(canvasElement, 'Delivery-note barcode', 'DN20260615007');
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('Barcode DN20260615007 is linked to receipt ASN0000000101'));
  },
};

/** A barcode another receipt holds: the server's refusal; the scan stays in the field, selected. */
export const BarcodeTaken: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    await scanBarcode(canvasElement, '送货单条码', 'DN20260614001');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('条码 DN20260614001 已关联入库单 ASN0000000102'));
    await expect(within(canvasElement).getByRole('textbox', { name: '送货单条码' })).toHaveValue('DN20260614001');
  },
};
export const BarcodeTakenEnglish: Story = {
  args: { receiptkey: 'ASN0000000101' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    await scanBarcode(canvasElement, 'Delivery-note barcode', 'DN20260614001');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Barcode DN20260614001 is already linked to receipt ASN0000000102'));
  },
};

/** Chinese in a barcode: the server's code rule. */
export const NotACode: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server(),
  play: async ({ canvasElement }) => {
    await scanBarcode(canvasElement, '送货单条码', '送货单1');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('送货单条码只能包含字母、数字和下划线，不能包含中文'));
  },
};

/** A receipt with barcodes already linked, newest first. */
export const AlreadyLinked: Story = {
  args: { receiptkey: 'ASN0000000102' },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('heading', { name: '已关联的条码（2）' }, { timeout: 15_000 })).toBeVisible(); },
};

/** A settled receipt takes no barcode: the reason instead of the field. */
export const Settled: Story = {
  args: { receiptkey: 'ASN0000000104' },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('入库单当前状态为“已核销”，不能关联送货单条码。', {}, { timeout: 15_000 })).toBeVisible(); },
};

/** Without the link button. */
export const NoPermission: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => b !== 'asn:barcodeLink') }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('你没有此操作的权限', {}, { timeout: 15_000 })).toBeVisible(); },
};

export const NotFound: Story = {
  args: { receiptkey: 'ASN9999999999' },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('未找到入库单 ASN9999999999', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadFailed: Story = {
  args: { receiptkey: 'ASN0000000101' },
  parameters: server({ failLists: true }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('系统错误，请联系管理员', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadFailedEnglish: Story = {
  args: { receiptkey: 'ASN0000000101' },
  ...en,
  parameters: server({ failLists: true }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('System error, please contact the administrator', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const Loading: Story = { args: { receiptkey: 'ASN0000000101' }, parameters: server({ hang: true }) };

/** On a handheld's 480 × 800. */
export const Handheld: Story = {
  args: { receiptkey: 'ASN0000000102', handheld: true },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('textbox', { name: '送货单条码' }, { timeout: 15_000 })).toBeVisible(); },
};

export const NotACodeEnglish: Story = {
  args: { receiptkey: 'ASN0000000101' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    await scanBarcode(canvasElement, 'Delivery-note barcode', '送货单1');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Delivery-note barcode may contain only letters, digits and underscore, no Chinese characters'));
  },
};
export const AlreadyLinkedEnglish: Story = {
  args: { receiptkey: 'ASN0000000102' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('heading', { name: 'Linked barcodes (2)' }, { timeout: 15_000 })).toBeVisible(); },
};
export const SettledEnglish: Story = {
  args: { receiptkey: 'ASN0000000104' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('The receipt is in status "Verified and settled": no barcode can be linked to it.', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const NoPermissionEnglish: Story = {
  args: { receiptkey: 'ASN0000000101' },
  ...en,
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => b !== 'asn:barcodeLink') }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('You do not have permission for this', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const NotFoundEnglish: Story = {
  args: { receiptkey: 'ASN9999999999' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('Receipt ASN9999999999 was not found', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadingEnglish: Story = { args: { receiptkey: 'ASN0000000101' }, ...en, parameters: server({ hang: true }) };
export const HandheldEnglish: Story = {
  args: { receiptkey: 'ASN0000000102', handheld: true },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('textbox', { name: 'Delivery-note barcode' }, { timeout: 15_000 })).toBeVisible(); },
};
