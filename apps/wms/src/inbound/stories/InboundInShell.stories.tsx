import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { API_BASE_PATH, LANGUAGE_HEADER, type MenuNode } from '@wms/api';
import { userMenus } from '../../stories/appFixtures';
import { createAppHandlers } from '../../stories/appHandlers';
import { AppAt, screenSetup } from '../../stories/AppStory';
import { createInboundHandlers } from './inboundHandlers';

/** The five inbound pages in the user's menu (the app fixtures' menu holds the lists only). */
const PAGES: readonly (readonly [path: string, code: string, zh: string, en: string])[] = [
  ['/receiptDetail', 'receiptDetail', '入库明细', 'Receipt details'],
  ['/app/barcode', 'barcode', '送货单条码关联', 'Delivery-note barcodes'],
  ['/app/barcodeprint', 'barcodeprint', '收货条码预打印', 'Pre-print receipt barcodes'],
  ['/app/returnAdvance', 'returnAdvance', '退货预报', 'Return advance notices'],
  ['/app/Reversal', 'Reversal', '收货冲销', 'Receipt reversal'],
];

function withInboundPages(lang: 'zh' | 'en'): MenuNode[] {
  return userMenus(lang).map((area) => (area.area !== 'inbound' ? area : {
    ...area,
    children: [...(area.children ?? []), ...PAGES.map(([path, code, zh, en], i) => ({ id: 900 + i, menuCode: code, name: lang === 'zh' ? zh : en, path, area: 'inbound', kind: 'page' }))],
  }));
}

/**
 * The inbound pages inside the real app (shell, menu, tabs, route guard, lazy page chunk): the
 * inbound fixture server answers the pages' calls, the app's fixture server the rest.
 */
const meta = {
  title: 'wms/Screens/InboundPages',
  component: AppAt,
  beforeEach: screenSetup(),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const server = () => ({
  msw: {
    handlers: [
      http.post(`${API_BASE_PATH}/menu/userMenus`, ({ request }) => HttpResponse.json({ returnCode: '200', returnMgr: '', status: 'SUCCESS', bean: withInboundPages(request.headers.get(LANGUAGE_HEADER) === 'en' ? 'en' : 'zh') })),
      ...createInboundHandlers(),
      ...createAppHandlers(),
    ],
  },
});
const en = { globals: { locale: 'en' } };
/**
 * The page's heading, then nothing of it still loading (no spinner, no busy grid): the heading
 * comes with the page's chunk, its record and lines after it, and a shot taken between showed
 * WebKit's "Loading…" over the reversal's lines.
 */
const heading = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { name, level: 2 }, { timeout: 15_000 })).toBeVisible();
  await waitFor(() => expect(canvasElement.querySelector('.wms-state-spinner, [aria-busy="true"]')).toBeNull(), { timeout: 15_000 });
};

export const ReceiptDetail: Story = { args: { path: '/receiptDetail?receiptkey=ASN0000000102' }, parameters: server(), play: heading('入库明细') };
export const ReceiptDetailEnglish: Story = { args: { path: '/receiptDetail?receiptkey=ASN0000000102' }, ...en, parameters: server(), play: heading('Receipt details') };
export const Barcode: Story = { args: { path: '/app/barcode?receiptkey=ASN0000000102' }, parameters: server(), play: heading('送货单条码关联') };
export const BarcodeEnglish: Story = { args: { path: '/app/barcode?receiptkey=ASN0000000102' }, ...en, parameters: server(), play: heading('Delivery-note barcode association') };
export const BarcodePrint: Story = { args: { path: '/app/barcodeprint' }, parameters: server(), play: heading('收货条码预打印') };
export const BarcodePrintEnglish: Story = { args: { path: '/app/barcodeprint' }, ...en, parameters: server(), play: heading('Pre-print receipt barcodes') };
export const ReturnAdvance: Story = { args: { path: '/app/returnAdvance?orderkey=SO0000000201' }, parameters: server(), play: heading('退货预报') };
export const ReturnAdvanceEnglish: Story = { args: { path: '/app/returnAdvance?orderkey=SO0000000201' }, ...en, parameters: server(), play: heading('Return advance notices') };
export const Reversal: Story = { args: { path: '/app/Reversal?receiptkey=ASN0000000103' }, parameters: server(), play: heading('收货冲销') };
export const ReversalEnglish: Story = { args: { path: '/app/Reversal?receiptkey=ASN0000000103' }, ...en, parameters: server(), play: heading('Receipt reversal') };
