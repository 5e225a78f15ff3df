import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_CRITERIA, type PlanCriteria } from './model/filterText';
import { limitsOf, planOf } from './model/wavePlan';
import { OutboundStory, candidatesOf, FILTERS, STRATEGIES } from './stories/fixtures';
import type { PlanSource } from './waves/plan/PlanSourceForm';
import { WavePlanView } from './waves/plan/WavePlanView';

type State = 'filter' | 'noFilters' | 'adhoc' | 'badCriteria' | 'candidates' | 'tooFew' | 'none' | 'refused' | 'created' | 'createRefused' | 'listsFailed';

const options = (list: [string, string][]) => () => Promise.resolve(list.map(([code, description]) => ({ code, description })));

/** The wave plan panel in one state, its inputs live as on the page. */
function Screen({ state, onShow = () => undefined }: { state: State; onShow?: () => void }) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const adhoc = ['adhoc', 'badCriteria', 'tooFew', 'refused'].includes(state);
  const [source, setSource] = useState<PlanSource>(adhoc ? 'adhoc' : 'filter');
  const [criteria, setCriteria] = useState<PlanCriteria>(
    state === 'badCriteria' ? { ...EMPTY_CRITERIA, city: '上海;北京', dateFrom: '2026-06-15', dateTo: '2026-06-01' } : adhoc ? { ...EMPTY_CRITERIA, carrierkey: 'SF', city: '上海' } : EMPTY_CRITERIA,
  );
  const [strategy, setStrategy] = useState(state === 'tooFew' ? 'STRATEGY_004' : '');
  const [maxOrders, setMaxOrders] = useState('');
  const count = state === 'none' ? 0 : state === 'tooFew' ? 3 : 14;
  const summary = candidatesOf(count);
  const limits = state === 'tooFew' ? limitsOf(STRATEGIES[1], '') : limitsOf(FILTERS[0], '');
  const shown = ['candidates', 'tooFew', 'none', 'created', 'createRefused'].includes(state);
  return (
    <WavePlanView
      title={en ? 'Wave plan panel' : '波次计划面板'}
      source={source}
      onSource={setSource}
      filters={state === 'noFilters' ? [] : FILTERS}
      filterId={FILTERS[0]?.id ?? ''}
      onFilter={() => undefined}
      criteria={criteria}
      onCriteria={setCriteria}
      strategies={STRATEGIES}
      strategy={strategy}
      onStrategy={setStrategy}
      maxOrders={maxOrders}
      onMaxOrders={setMaxOrders}
      loadOwners={options([['OW001', '华通商贸'], ['OW002', '东方电子']])}
      loadCarriers={options([['SF', '顺丰速运'], ['YTO', '圆通速递']])}
      loadOrderTypes={options([['0', '普通订单(B2B)'], ['1', '电商订单(B2C)']])}
      onShow={onShow}
      showing={false}
      {...(state === 'refused' ? { queryOutcome: { kind: 'error' as const, text: en ? 'Invalid filter: c_city~上海;x' : '筛选条件无效：c_city~上海;x' } } : {})}
      {...(state === 'listsFailed' ? { queryOutcome: { kind: 'warning' as const, text: en ? 'The wave filters or wave strategies could not be loaded: Have no access' : '波次筛选条件或波次策略未能加载：没有权限' } } : {})}
      {...(shown ? { candidates: { summary, limits, plan: planOf(summary, limits) } } : {})}
      onCreate={() => undefined}
      creating={false}
      {...(state === 'created' ? {
        createOutcome: { kind: 'success' as const, text: en ? 'Wave WV0000000321 created with 10 orders: SO0000000001, SO0000000002, …' : '已创建波次 WV0000000321，包含 10 个订单：SO0000000001、SO0000000002、…' },
        created: { wavekey: 'WV0000000321', orderkeys: summary.orders.slice(0, 10).map((o) => o.orderkey) },
      } : {})}
      {...(state === 'createRefused' ? { createOutcome: { kind: 'error' as const, text: en ? '14 candidate orders are fewer than the wave strategy minimum of 20' : '候选订单数 14 少于波次策略的最小订单数 20' } } : {})}
      gridHeight={260}
    />
  );
}

const meta = {
  title: 'wms/Outbound/WavePlanPanel',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <OutboundStory><Story /></OutboundStory>],
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } };
export const SavedFilter: Story = { args: { state: 'filter' } };
export const SavedFilterEnglish: Story = { args: { state: 'filter' }, ...en };
export const NoSavedFilters: Story = { args: { state: 'noFilters' } };
export const AdHocCriteria: Story = { args: { state: 'adhoc' } };
export const AdHocCriteriaEnglish: Story = { args: { state: 'adhoc' }, ...en };

/** A ';' and dates the wrong way round are refused at their fields; nothing can be asked. */
export const CriteriaRefused: Story = {
  args: { state: 'badCriteria' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('不能包含分号（;）')).toBeVisible();
    await expect(canvas.getByText('结束日期不能早于开始日期')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查询候选订单' })).toBeDisabled();
  },
};

/** 14 candidates under a filter of at most 10: the figures, the first 10 taken, the rest marked. */
export const Candidates: Story = {
  args: { state: 'candidates' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByText('订单数');
    await expect(figures.nextElementSibling).toHaveTextContent('14');
    await expect(canvas.getByText(/建波次将纳入前 10 个订单/)).toBeVisible();
    // 14 rows and the header and search rows, counted though only the visible ones are drawn.
    await waitFor(() => expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '16'));
    await userEvent.click(canvas.getByRole('button', { name: '创建波次' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText(/将 10 个订单/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
export const CandidatesEnglish: Story = { args: { state: 'candidates' }, ...en };
export const TooFewForTheStrategy: Story = { args: { state: 'tooFew' } };
export const TooFewForTheStrategyEnglish: Story = { args: { state: 'tooFew' }, ...en };
export const NoCandidates: Story = { args: { state: 'none' } };
export const NoCandidatesEnglish: Story = { args: { state: 'none' }, ...en };
export const FilterRefused: Story = { args: { state: 'refused' } };
export const FilterRefusedEnglish: Story = { args: { state: 'refused' }, ...en };
export const WaveCreated: Story = { args: { state: 'created' } };
export const WaveCreatedEnglish: Story = { args: { state: 'created' }, ...en };
export const CreationRefused: Story = { args: { state: 'createRefused' } };
export const CreationRefusedEnglish: Story = { args: { state: 'createRefused' }, ...en };
export const ListsFailed: Story = { args: { state: 'listsFailed' } };

/** The keyboard alone: criteria typed, Enter asks for the candidates; the source switched with the arrow keys. */
export const AskByKeyboard: Story = {
  args: { state: 'adhoc', onShow: fn() },
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText('外部单号（包含）').focus();
    await userEvent.keyboard('E2E-{Enter}');
    await expect(args.onShow).toHaveBeenCalledTimes(1);
    canvas.getByLabelText('临时条件').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByLabelText('已保存的波次筛选条件')).toBeChecked();
  },
};
