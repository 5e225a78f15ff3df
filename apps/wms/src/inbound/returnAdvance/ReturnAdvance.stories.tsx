import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALL_BUTTONS } from '../stories/inboundFixtures';
import { createInboundHandlers, type InboundHandlerOptions } from '../stories/inboundHandlers';
import { InboundStory, useStoryTitle } from '../stories/InboundStory';
import { ReturnAdvanceScreen } from './ReturnAdvanceScreen';

function ReturnAdvance({ orderkey = '', handheld = false }: { orderkey?: string; handheld?: boolean }) {
  return (
    <InboundStory handheld={handheld}>
      <Screen start={orderkey} />
    </InboundStory>
  );
}
function Screen({ start }: { start: string }) {
  const [orderkey, setOrderkey] = useState(start);
  return <ReturnAdvanceScreen title={useStoryTitle('returnAdvance')} orderkey={orderkey} onOpen={setOrderkey} />;
}

/** /app/returnAdvance: return advance notices of a shipped order, against the inbound fixture server. */
const meta = {
  title: 'wms/Inbound/ReturnAdvance',
  component: ReturnAdvance,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReturnAdvance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each story its own fixture server. */
const server = (options: InboundHandlerOptions = {}) => ({ msw: { handlers: createInboundHandlers(options) } });
const en = { globals: { locale: 'en' } };
const SHIPPED = 'SO0000000201';

/** Types into an item's "announce now" cell and commits it with Enter. */
async function announce(canvasElement: HTMLElement, row: number, qty: string) {
  const grid = await within(canvasElement).findByRole('grid', {}, { timeout: 15_000 });
  const cell = within(grid).getAllByRole('row')[row]?.querySelector<HTMLElement>('[data-cell$="\u001frtnQty"]');
  if (!cell) throw new Error('no cell');
  await userEvent.click(cell);
  await userEvent.keyboard(`{Backspace}${qty}{Enter}`);
}

/** Nothing open: the order field has the focus. */
export const ScanAnOrder: Story = {
  parameters: server(),
  play: async ({ canvasElement }) => { await waitFor(() => expect(within(canvasElement).getByRole('textbox', { name: '原出库单号' })).toHaveFocus()); },
};
export const ScanAnOrderEnglish: Story = { ...en, parameters: server(), play: async ({ canvasElement }) => { await expect(within(canvasElement).getByRole('textbox', { name: 'Original order no.' })).toBeVisible(); } };

/** A shipped order: its items with what its (received) return already brought back. */
export const ShippedOrder: Story = {
  args: { orderkey: SHIPPED },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('已发运 19 件，已预报 2 件（其中未收货的预报 0 件），已退回 2 件', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const ShippedOrderEnglish: Story = {
  args: { orderkey: SHIPPED },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('heading', { name: `Items shipped on order ${SHIPPED} (3)` }, { timeout: 15_000 })).toBeVisible(); },
};

/** Two items announced and saved: a new return receipt expects them. */
export const Announced: Story = {
  args: { orderkey: SHIPPED },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await announce(canvasElement, 2, '2');
    await announce(canvasElement, 3, '1');
    await userEvent.click(canvas.getByRole('button', { name: '保存退货预报' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-outcome]')).toHaveTextContent(/退货预报已保存到退货单 ASN\d+（2 个商品）/));
    await expect(await canvas.findByRole('heading', { name: '该出库单的退货单（2）' })).toBeVisible();
  },
};
export const AnnouncedEnglish: Story = {
  args: { orderkey: SHIPPED },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await announce(canvasElement, 2, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save return notice' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-outcome]')).toHaveTextContent(/Return notice saved on return receipt ASN\d+ \(1 items\)/));
  },
};

/** More than may still be announced: caught on the cell, nothing sent. */
export const MoreThanShipped: Story = {
  args: { orderkey: SHIPPED },
  parameters: server(),
  play: async ({ canvasElement }) => {
    await announce(canvasElement, 1, '5');
    await waitFor(() => expect(within(canvasElement).getByText('最多可预报 4 件')).toBeInTheDocument());
  },
};

/** An order not shipped yet: the server's refusal. */
export const NotShipped: Story = {
  args: { orderkey: 'SO0000000202' },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('SO0000000202 当前状态为“已分配”，不能执行“退货预约”', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const NotShippedEnglish: Story = {
  args: { orderkey: 'SO0000000202' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('SO0000000202 is in status "Allocated": "Return advance notice" is not allowed', {}, { timeout: 15_000 })).toBeVisible(); },
};

/** An unknown order number. */
export const UnknownOrder: Story = {
  args: { orderkey: 'SO404' },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('单据 SO404 不存在', {}, { timeout: 15_000 })).toBeVisible(); },
};

/** Without the return-advance button: read-only. */
export const NoPermission: Story = {
  args: { orderkey: SHIPPED },
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => b !== 'receiptreversal:returnAdvance') }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('你没有此操作的权限', {}, { timeout: 15_000 })).toBeVisible(); },
};

export const LoadFailed: Story = {
  args: { orderkey: SHIPPED },
  parameters: server({ failLists: true }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('系统错误，请联系管理员', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const Loading: Story = { args: { orderkey: SHIPPED }, parameters: server({ hang: true }) };

/** On a handheld's 480 × 800. */
export const Handheld: Story = {
  args: { orderkey: SHIPPED, handheld: true },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('grid', {}, { timeout: 15_000 })).toBeVisible(); },
};

export const MoreThanShippedEnglish: Story = {
  args: { orderkey: SHIPPED },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    await announce(canvasElement, 1, '5');
    await waitFor(() => expect(within(canvasElement).getByText('At most 4 can be announced')).toBeInTheDocument());
  },
};
export const UnknownOrderEnglish: Story = {
  args: { orderkey: 'SO404' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('Document SO404 does not exist', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const NoPermissionEnglish: Story = {
  args: { orderkey: SHIPPED },
  ...en,
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => b !== 'receiptreversal:returnAdvance') }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('You do not have permission for this', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadFailedEnglish: Story = {
  args: { orderkey: SHIPPED },
  ...en,
  parameters: server({ failLists: true }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('System error, please contact the administrator', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const LoadingEnglish: Story = { args: { orderkey: SHIPPED }, ...en, parameters: server({ hang: true }) };
export const HandheldEnglish: Story = {
  args: { orderkey: SHIPPED, handheld: true },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('grid', { name: `Return advance notice of order ${SHIPPED}` }, { timeout: 15_000 })).toBeVisible(); },
};
