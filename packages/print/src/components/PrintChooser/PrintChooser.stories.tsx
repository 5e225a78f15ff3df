import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LabelPage } from '../../labels/LabelPages';
import { labelSizeText, mmToPx, sscc, type Label, type LabelSize } from '../../labels/model';
import { choosePath, offeredPaths, type PrintPath } from '../../model/paths';
import { PrintChooser, type PrintChooserProps } from './PrintChooser';

/**
 * The print dialog's choice (issue 48): which ways out this device has, which is chosen, and a
 * preview at real size. Each state a user can meet, in zh and en.
 */
const meta = {
  title: 'print/PrintChooser',
  component: PrintChooser,
  args: { kind: 'label', offered: ['browser'], path: 'browser', onPath: fn() },
} satisfies Meta<typeof PrintChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const zebra = { printerkey: 'PRN001', name: '斑马标签机 01', zpl: true };
const laser = { printerkey: 'PRN004', name: '惠普激光 04', zpl: false };
const size: LabelSize = { widthMm: 100, heightMm: 60 };
/** A pallet's SSCC (GS1 company prefix 6901234, serial 1, its check digit computed). */
const pallet = sscc('6901234', '1');
const label: Label = {
  id: 'ASN0000000001-00001-1',
  title: '托盘标签 ASN0000000001',
  fields: [{ name: '商品', value: 'FO000531 速冻水饺 500g' }, { name: '批次', value: 'LOT000000001' }, { name: '数量', value: '381' }],
  barcodes: [
    { kind: 'gs1-128', elements: [['00', pallet]] },
    { kind: 'code128', value: 'FO000531' },
    { kind: 'qrcode', value: 'ASN0000000001-00001' },
  ],
};

/** The chooser with its state held, as the print screens hold it. */
function Live(props: Omit<PrintChooserProps, 'path' | 'onPath'> & { initial?: PrintPath; onPath: (path: PrintPath) => void }) {
  const [path, setPath] = useState<PrintPath>(props.initial ?? choosePath(props.offered));
  return <PrintChooser {...props} path={path} onPath={(p) => { setPath(p); props.onPath(p); }} />;
}

/** The plug-in answers: it is offered and chosen; ZPL and the browser beside it. */
export const Plugin: Story = {
  args: { printer: zebra, sizeText: labelSizeText(size), offered: offeredPaths({ kind: 'label', plugin: 'open', printer: zebra }), path: 'plugin' },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '打印插件' })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByText(/打印机：斑马标签机 01（PRN001）/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'ZPL 热敏打印' }));
    await expect(args.onPath).toHaveBeenCalledWith('zpl');
  },
};

export const PluginEnglish: Story = {
  ...Plugin,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Print plug-in' })).toBeChecked();
    await expect(canvas.getByText(/Label size: 100 × 60 mm/)).toBeInTheDocument();
  },
};

/** No plug-in on this device (an iPad): the browser is chosen, and nothing asks to reconnect. */
export const Browser: Story = {
  args: { printer: laser, kind: 'document', offered: offeredPaths({ kind: 'document', plugin: 'closed', printer: laser }), path: 'browser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '浏览器打印' })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.queryByText(/重新连接/)).toBeNull();
    await expect(canvas.getByText(/报表服务生成 PDF/)).toBeInTheDocument();
  },
};

export const BrowserEnglish: Story = {
  ...Browser,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Browser' })).toBeChecked();
    await expect(canvas.queryByText(/reconnect/i)).toBeNull();
  },
};

/** A ZPL printer and no plug-in: ZPL chosen (the user's remembered choice for this printer). */
export const Zpl: Story = {
  args: { printer: zebra, sizeText: labelSizeText(size), offered: offeredPaths({ kind: 'label', plugin: 'closed', printer: zebra }), path: 'zpl', remembered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'ZPL 热敏打印' })).toBeChecked();
    await expect(canvas.getByText('已记住此打印机的选择')).toBeInTheDocument();
    await expect(canvas.getByText(/支持 ZPL II/)).toBeInTheDocument();
  },
};

export const ZplEnglish: Story = {
  ...Zpl,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'ZPL thermal printer' })).toBeChecked();
    await expect(canvas.getByText('Your choice for this printer is remembered')).toBeInTheDocument();
  },
};

/** The browser path for labels with its preview: the label at its real size (mm → CSS px). */
export const Preview: Story = {
  args: {
    printer: zebra, sizeText: labelSizeText(size), offered: offeredPaths({ kind: 'label', plugin: 'closed', printer: zebra }), path: 'browser',
    preview: <LabelPage label={label} size={size} outline />, previewNote: '共 3 张标签，此处显示第 1 张',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('region', { name: '托盘标签 ASN0000000001' });
    const box = page.getBoundingClientRect();
    // 100 × 60 mm at 96 CSS px an inch.
    await expect(Math.abs(box.width - mmToPx(100))).toBeLessThan(1);
    await expect(Math.abs(box.height - mmToPx(60))).toBeLessThan(1);
    await expect(canvas.getByRole('heading', { name: '预览（实际尺寸 100 × 60 mm）' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: `(00)${pallet}` })).toBeInTheDocument();
  },
};

export const PreviewEnglish: Story = {
  ...Preview,
  globals: { locale: 'en' },
  args: { ...Preview.args, previewNote: '3 labels; the first is shown' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Preview (real size, 100 × 60 mm)' })).toBeInTheDocument();
  },
};

/** No printer configured for the report: the browser prints, at the default label size. */
export const NoPrinter: Story = {
  args: { printer: undefined, sizeText: labelSizeText(size), offered: offeredPaths({ kind: 'label', plugin: 'closed' }), path: 'browser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('此报表未配置打印机：将用浏览器打印，标签按 100 × 60 mm。');
    await expect(canvas.getByRole('radio', { name: '浏览器打印' })).toBeChecked();
  },
};

export const NoPrinterEnglish: Story = {
  ...NoPrinter,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('No printer is configured for this report: the browser prints, labels at 100 × 60 mm.');
  },
};
