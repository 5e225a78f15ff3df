import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { generateAsnRecords } from './appFixtures';
import { AppAt, screenParameters, screenSetup } from './AppStory';

/**
 * A drawer: the ASN drawer route (/asnDeawer?mode=edit&id=1) opens the record's form over its
 * list: the fields a person enters as inputs, the ones the server keeps (number, status, totals)
 * as read-only text, who/when in the History tab (issue 38); the record loaded from /asn/detail,
 * select fields with their options' labels.
 */
const meta = {
  title: 'wms/Screens/AsnDrawer',
  component: AppAt,
  args: { path: '/asnDeawer?mode=edit&id=1' },
  beforeEach: screenSetup(),
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const record = generateAsnRecords()[0];

interface Names { heading: string; receipt: string; created: string; extern: string; door: string; owner: string; ownerName: string; save: string; cancel: string; list: string; lines: string; firstSku: string }

async function drawerShown(canvasElement: HTMLElement, n: Names) {
  const canvas = within(canvasElement);
  // The drawer is a modal dialog in a portal: it is found in the document, not in the canvas.
  // While the record loads a loading drawer shows; the form's drawer replaces it (a new element).
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(within(body.getByRole('dialog', { name: n.heading })).getByRole('textbox', { name: n.extern })).toBeVisible(), { timeout: 15_000 });
  const form = within(body.getByRole('dialog', { name: n.heading }));
  // The receipt's number is the server's: shown as text under its label, not as an input.
  await expect(form.getByLabelText(n.receipt)).toHaveTextContent(String(record?.receiptkey));
  await expect(form.queryByRole('textbox', { name: n.receipt })).toBeNull();
  // Who made it and when is the History tab's, not the form's.
  await expect(form.queryByLabelText(n.created)).toBeNull();
  await expect(form.getByRole('textbox', { name: n.extern })).toHaveValue(String(record?.externreceiptkey));
  await expect(form.getByRole('textbox', { name: n.door })).toHaveValue(String(record?.door));
  // A select shows the label of the record's code, from the option path of its column.
  await expect(form.getByRole('button', { name: new RegExp(n.owner) })).toHaveTextContent(n.ownerName);
  await expect(form.getByRole('button', { name: n.save })).toBeVisible();
  await expect(form.getByRole('button', { name: n.cancel })).toBeVisible();
  // The receipt's lines below its header; a line already received is not edited.
  const lines = within(form.getByRole('region', { name: n.lines }));
  await expect(lines.getAllByRole('row')).toHaveLength(4);
  await expect(lines.getByRole('textbox', { name: n.firstSku })).toHaveAttribute('readonly');
  // The list stays under the drawer.
  await expect(canvas.getByRole('grid', { name: n.list, hidden: true })).toBeInTheDocument();
}

export const EditOverList: Story = {
  parameters: screenParameters(),
  play: ({ canvasElement }) => drawerShown(canvasElement, {
    heading: '编辑入库单', receipt: '入库单号', created: '创建时间', extern: '外部单号', door: '月台', owner: '货主', ownerName: ownerName('zh'), save: '保存', cancel: '取消', list: '入库单', lines: '明细行', firstSku: '第 1 行 商品编码',
  }),
};

export const EditOverListEnglish: Story = {
  parameters: screenParameters(),
  globals: { locale: 'en' },
  play: ({ canvasElement }) => drawerShown(canvasElement, {
    heading: 'Edit: ASN/receipts', receipt: 'Receipt no.', created: 'Created at', extern: 'External no.', door: 'Door', owner: 'Owner', ownerName: ownerName('en'), save: 'Save', cancel: 'Cancel', list: 'ASN/receipts', lines: 'Lines', firstSku: 'Line 1 SKU',
  }),
};

function ownerName(lang: 'zh' | 'en'): string {
  const names: Record<string, [string, string]> = {
    OW001: ['广州百盛食品有限公司', 'Guangzhou Baisheng Foods Co., Ltd.'], OW002: ['武汉嘉禾服饰有限公司', 'Wuhan Jiahe Apparel Co., Ltd.'],
    OW003: ['西安长江食品有限公司', "Xi'an Changjiang Foods Co., Ltd."], OW004: ['重庆瑞丰服饰有限公司', 'Chongqing Ruifeng Apparel Co., Ltd.'],
  };
  return names[String(record?.storerkey)]?.[lang === 'zh' ? 0 : 1] ?? '';
}
