import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import type { PrintReport } from '@wms/api';
import type { ConnectionState } from '@wms/print';
import { PRINT_NAMESPACE, registerPrintCatalogue } from '@wms/print';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../../supervisor/i18n/catalogue';
import type { PrintRun } from '../../supervisor/print/usePrintRun';
import { pathChoiceOf } from '../../print/printer';
import type { SupPrintOutcome } from '../../supervisor/print/SupPrintForm';
import { ALL_BUTTONS } from '../stories/inboundFixtures';
import { createInboundHandlers, type InboundHandlerOptions } from '../stories/inboundHandlers';
import { InboundStory, useStoryTitle } from '../stories/InboundStory';
import { BarcodePrintScreen } from './BarcodePrintScreen';

type Outcome = 'progress' | 'noPlugin' | undefined;

/**
 * A stand-in for the app's print path (usePrintRun, which talks to the plug-in on this PC): the
 * connection state and outcome a story shows; printing answers "done" with the real texts.
 */
function useStoryPrintRun(state: ConnectionState, shown: Outcome): PrintRun & { printed: string[] } {
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  if (!i18n.hasResourceBundle('zh', PRINT_NAMESPACE)) registerPrintCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const initial: SupPrintOutcome | undefined = shown === 'progress'
    ? { kind: 'progress', done: 6, total: 17, text: t('print.progress', { done: 6, total: 17 }) }
    : shown === 'noPlugin' ? { kind: 'error', text: t('print.noPlugin') } : undefined;
  const [outcome, setOutcome] = useState(initial);
  const [printed, setPrinted] = useState<string[]>([]);
  return {
    state, reconnect: () => undefined, busy: false, outcome, setOutcome, printed, pluginSeen: true, output: null, pdf: undefined,
    choice: (report) => pathChoiceOf(report, state, undefined, () => undefined),
    print: (_report: PrintReport, documents: readonly string[]) => {
      setPrinted([...documents]);
      setOutcome({ kind: 'done', text: t('print.done', { done: documents.length }) });
      return Promise.resolve();
    },
  };
}

function BarcodePrint({ receipts = [], plugin = 'open', outcome, handheld = false }: { receipts?: string[]; plugin?: ConnectionState; outcome?: Outcome; handheld?: boolean }) {
  return (
    <InboundStory handheld={handheld}>
      <Screen receipts={receipts} plugin={plugin} outcome={outcome} />
    </InboundStory>
  );
}
function Screen({ receipts, plugin, outcome }: { receipts: string[]; plugin: ConnectionState; outcome: Outcome }) {
  const run = useStoryPrintRun(plugin, outcome);
  return <BarcodePrintScreen title={useStoryTitle('barcodeprint')} run={run} initial={receipts} />;
}

/** /app/barcodeprint: receipt-barcode label data from the server, printed through the print path. */
const meta = {
  title: 'wms/Inbound/BarcodePrint',
  component: BarcodePrint,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BarcodePrint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each story its own fixture server. */
const server = (options: InboundHandlerOptions = {}) => ({ msw: { handlers: createInboundHandlers(options) } });
const en = { globals: { locale: 'en' } };

async function getLabels(canvasElement: HTMLElement, button: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }, { timeout: 15_000 }));
  return canvas.findByRole('grid');
}

/** Nothing chosen: the receipt field and the recent receipts that still have something to receive. */
export const PickReceipts: Story = {
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('button', { name: '加入 ASN0000000101' }, { timeout: 15_000 })).toBeVisible(); },
};
export const PickReceiptsEnglish: Story = { ...en, parameters: server(), play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('button', { name: 'Add ASN0000000101' }, { timeout: 15_000 })).toBeVisible(); } };

/** Two receipts scanned in, label data got (one label a line), printed. */
/** The print dialog's preview (a lazy chunk) has drawn the first label with its barcodes: the screenshot waits for it. */
async function previewDrawn(canvasElement: HTMLElement, title: RegExp) {
  const label = await within(canvasElement).findByRole('region', { name: title });
  await waitFor(() => expect([...label.querySelectorAll('img')].every((image) => image.complete && image.naturalWidth > 0)).toBe(true));
  // Where the page scrolled to while the chunk loaded depends on when it came: the label is put in view.
  label.scrollIntoView({ block: 'center' });
}

export const LabelsPrinted: Story = {
  args: { receipts: ['ASN0000000101', 'ASN0000000102'] },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await getLabels(canvasElement, '获取标签数据');
    await expect(await canvas.findByRole('heading', { name: '标签数据（4 行，共 4 张）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '打印 4 张' }));
    await waitFor(() => expect(canvas.getByText('打印完成：4 份')).toBeVisible());
    await previewDrawn(canvasElement, /ASN0000000101/);
  },
};
export const LabelsPrintedEnglish: Story = {
  args: { receipts: ['ASN0000000101', 'ASN0000000102'] },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await getLabels(canvasElement, 'Get label data');
    await userEvent.click(await canvas.findByRole('button', { name: 'Print 4 labels' }));
    await waitFor(() => expect(canvas.getByText('Printed: 4 copies')).toBeVisible());
    await previewDrawn(canvasElement, /ASN0000000101/);
  },
};

/** One label a unit: the copies follow the open quantities. */
export const OneLabelAUnit: Story = {
  args: { receipts: ['ASN0000000101'] },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('每件一张标签'));
    await getLabels(canvasElement, '获取标签数据');
    await expect(await canvas.findByRole('heading', { name: '标签数据（3 行，共 37 张）' })).toBeVisible();
  },
};

/** Printing: the progress of the batches. */
export const Printing: Story = {
  args: { receipts: ['ASN0000000101'], outcome: 'progress' },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('已打印 6 / 17')).toBeVisible(); },
};

/** Neither the plug-in nor the local agent answers: what to do, in the user's language. */
export const NoPlugin: Story = {
  args: { receipts: ['ASN0000000101'], plugin: 'closed', outcome: 'noPlugin' },
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('打印插件未运行'); },
};
export const NoPluginEnglish: Story = {
  args: { receipts: ['ASN0000000101'], plugin: 'closed', outcome: 'noPlugin' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The print plug-in is not running'); },
};

/** A settled receipt has nothing to pre-print: the server's refusal. */
export const StatusRefused: Story = {
  args: { receipts: ['ASN0000000104'] },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '获取标签数据' }, { timeout: 15_000 }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('ASN0000000104 当前状态为“已核销”，不能执行“预打收货条码”'));
  },
};
export const StatusRefusedEnglish: Story = {
  args: { receipts: ['ASN0000000104'] },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get label data' }, { timeout: 15_000 }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('ASN0000000104 is in status "Verified and settled": "Pre-print receipt barcodes" is not allowed'));
  },
};

/** An unknown receipt number among those scanned. */
export const UnknownReceipt: Story = {
  args: { receipts: ['ASN0000000101', 'ASN404'] },
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '获取标签数据' }, { timeout: 15_000 }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('未找到入库单 ASN404'));
  },
};

/** Without the pre-print button. */
export const NoPermission: Story = {
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => b !== 'asn:barcodeLabels') }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('你没有此操作的权限', {}, { timeout: 15_000 })).toBeVisible(); },
};

/** On a handheld's 480 × 800, with label data. */
export const Handheld: Story = {
  args: { receipts: ['ASN0000000102'], handheld: true },
  parameters: server(),
  play: async ({ canvasElement }) => { await getLabels(canvasElement, '获取标签数据'); },
};

export const OneLabelAUnitEnglish: Story = {
  args: { receipts: ['ASN0000000101'] },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('One label a unit'));
    await getLabels(canvasElement, 'Get label data');
    await expect(await canvas.findByRole('heading', { name: 'Label data (3 lines, 37 labels)' })).toBeVisible();
  },
};
export const PrintingEnglish: Story = {
  args: { receipts: ['ASN0000000101'], outcome: 'progress' },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('Printed 6 of 17')).toBeVisible(); },
};
export const UnknownReceiptEnglish: Story = {
  args: { receipts: ['ASN0000000101', 'ASN404'] },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get label data' }, { timeout: 15_000 }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Receipt ASN404 was not found'));
  },
};
export const NoPermissionEnglish: Story = {
  ...en,
  parameters: server({ buttons: ALL_BUTTONS.filter((b) => b !== 'asn:barcodeLabels') }),
  play: async ({ canvasElement }) => { await expect(await within(canvasElement).findByText('You do not have permission for this', {}, { timeout: 15_000 })).toBeVisible(); },
};
export const HandheldEnglish: Story = {
  args: { receipts: ['ASN0000000102'], handheld: true },
  ...en,
  parameters: server(),
  play: async ({ canvasElement }) => { await getLabels(canvasElement, 'Get label data'); },
};
