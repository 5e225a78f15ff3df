import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { SupPrintOutcome } from '../supervisor/print/SupPrintForm';
import { reportChoices } from './model/waveDocs';
import { OutboundStory, REPORTS, waveDocumentsOf } from './stories/fixtures';
import type { OutcomeValue } from './shared/Outcome';
import { WaveDocPrintView, type WaveDocPrintViewProps } from './waves/docs/WaveDocPrintView';

type State = 'noWaves' | 'ready' | 'noPlugin' | 'printing' | 'done' | 'allPrinted' | 'stopped' | 'partly' | 'notAllocated' | 'noReports';

const WAVES = [{ id: '401', wavekey: 'WV0000000401', ordercount: 8 }, { id: '400', wavekey: 'WV0000000400', ordercount: 3 }];

/** The wave document print page in one state. */
function Screen({ state }: { state: State }) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const printed = state === 'done' || state === 'allPrinted' ? 9 : state === 'stopped' ? 1 : state === 'partly' ? 6 : 0;
  const docs = state === 'noWaves' || state === 'notAllocated' ? undefined : waveDocumentsOf(8, printed);
  const reports = state === 'noReports' ? [] : REPORTS;
  const both = (zh: string, english: string) => (en ? english : zh);
  const progress: SupPrintOutcome | undefined = state === 'printing' ? { kind: 'progress', done: 6, total: 16, text: both('已打印 6 / 16', 'Printed 6 / 16') } : undefined;
  const stopped: SupPrintOutcome | undefined = state === 'stopped' ? { kind: 'error', text: both('1 个打印任务失败：printer offline', '1 print job failed: printer offline') }
    : state === 'partly' ? { kind: 'error', text: both('3 份未能打印：out of paper', '3 copies could not be printed: out of paper') } : undefined;
  const noPlugin: SupPrintOutcome | undefined = state === 'noPlugin' ? { kind: 'error', text: both('打印插件未运行，本地打印代理（端口 8240）也没有响应。请在本机启动打印插件（或打印代理）后重试。', 'The print plug-in is not running and the local print agent (port 8240) does not answer. Start the print plug-in (or the agent) on this PC and try again.') } : undefined;
  const outcomes: Partial<Record<State, OutcomeValue>> = {
    done: { kind: 'success', text: both('已打印 9 份单据，并已标记为已打印。', '9 documents printed and marked printed.') },
    stopped: { kind: 'error', text: both('标签未能打印，已停止；未打印的单据没有标记，可在处理后再次打印。', 'The labels did not print, so printing stopped; nothing unprinted was marked, print again once it is sorted out.') },
    partly: { kind: 'error', text: both('标签只打印了一部分：5/8 份已打印并已标记；其余未打印，也没有标记，已停止，可在处理后再次打印。', 'The labels printed only in part: 5 of 8 printed and marked printed; the rest did not print and stay unmarked. Printing stopped; print again once it is sorted out.') },
    noPlugin: { kind: 'error', text: both('拣货单未能打印，已停止；未打印的单据没有标记，可在处理后再次打印。', 'The pick list did not print, so printing stopped; nothing unprinted was marked, print again once it is sorted out.') },
  };
  const documentsOutcome: Partial<Record<State, OutcomeValue>> = {
    notAllocated: { kind: 'error', text: both('WV0000000400 当前状态为“未分配”，不能执行“波次单据”', 'WV0000000400 is in status "Not allocated": "Wave documents" is not allowed') },
    noReports: { kind: 'warning', text: both('没有可用的打印报表：请先在“报表设置”中配置。', 'No print report is available: set one up under Report settings first.') },
  };
  const choices = reportChoices(reports);
  const props: WaveDocPrintViewProps = {
    title: both('波次单据打印', 'Wave document printing'),
    waves: state === 'noWaves' ? [] : WAVES,
    wavekey: state === 'noWaves' ? '' : state === 'notAllocated' ? 'WV0000000400' : 'WV0000000401',
    onWave: () => undefined,
    ...(docs ? { documents: docs } : {}),
    ...(documentsOutcome[state] ? { documentsOutcome: documentsOutcome[state] } : {}),
    reports: choices,
    pickReport: choices.picklist[0]?.reportkey ?? '',
    onPickReport: () => undefined,
    labelReport: choices.label[0]?.reportkey ?? '',
    onLabelReport: () => undefined,
    ...(state === 'ready' || state === 'noPlugin' || state === 'printing' ? { plan: both('拣货单：1 个打印任务，分 1 批（每批 10 个）；标签：16 个打印任务，分 3 批（每批 6 个）', 'Pick list: 1 job(s) in 1 batch(es), 10 a batch; Label: 16 job(s) in 3 batch(es), 6 a batch') } : {}),
    state: state === 'noPlugin' ? 'closed' : 'open',
    onReconnect: () => undefined,
    onPrint: () => undefined,
    onReprint: () => undefined,
    busy: state === 'printing',
    ...(state === 'printing' ? { step: { kind: 'label' as const, index: 2, count: 2 } } : {}),
    ...(progress ?? stopped ?? noPlugin ? { printOutcome: progress ?? stopped ?? noPlugin } : {}),
    ...(outcomes[state] ? { outcome: outcomes[state] } : {}),
    gridHeight: 220,
  };
  return <WaveDocPrintView {...props} />;
}

const meta = {
  title: 'wms/Outbound/WaveDocPrint',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <OutboundStory><Story /></OutboundStory>],
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } };
export const NoWaves: Story = { args: { state: 'noWaves' } };
export const NoWavesEnglish: Story = { args: { state: 'noWaves' }, ...en };

/** Nine documents waiting: the plan of batches (labels 6 a batch) and Print offered for the nine only. */
export const Ready: Story = {
  args: { state: 'ready' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '打印未打印的单据（9）' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '重新打印所选（0）' })).toBeDisabled();
    await expect(canvas.getByText(/标签：16 个打印任务，分 3 批（每批 6 个）/)).toBeVisible();
  },
};
export const ReadyEnglish: Story = { args: { state: 'ready' }, ...en };
export const PluginNotRunning: Story = { args: { state: 'noPlugin' } };
export const PluginNotRunningEnglish: Story = { args: { state: 'noPlugin' }, ...en };
export const Printing: Story = { args: { state: 'printing' } };
export const PrintingEnglish: Story = { args: { state: 'printing' }, ...en };
export const Done: Story = { args: { state: 'done' } };
export const DoneEnglish: Story = { args: { state: 'done' }, ...en };

/** Everything printed: Print has nothing to send; printing one again is chosen and asked first. */
export const AllPrinted: Story = {
  args: { state: 'allPrinted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '打印未打印的单据（0）' })).toBeDisabled();
    const row = (await canvas.findByText('WV0000000401-PL')).closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '重新打印所选（1）' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText('所选 1 份单据中有 1 份已经打印过，确定再打印一次吗？')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
export const AllPrintedEnglish: Story = { args: { state: 'allPrinted' }, ...en };
export const Stopped: Story = { args: { state: 'stopped' } };
export const StoppedEnglish: Story = { args: { state: 'stopped' }, ...en };
/** The plug-in refused some labels: those that printed are marked, the rest wait for the next Print. */
export const PrintedInPart: Story = { args: { state: 'partly' } };
export const PrintedInPartEnglish: Story = { args: { state: 'partly' }, ...en };
export const WaveNotAllocated: Story = { args: { state: 'notAllocated' } };
export const WaveNotAllocatedEnglish: Story = { args: { state: 'notAllocated' }, ...en };
export const NoReports: Story = { args: { state: 'noReports' } };
