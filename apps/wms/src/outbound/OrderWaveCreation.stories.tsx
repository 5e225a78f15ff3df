import { useMemo, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { GridDataSource } from '@wms/ui-grid';
import type { ListRecord } from '@wms/api';
import { localGridSource } from './model/localSource';
import { limitsOf } from './model/wavePlan';
import { OutboundStory, orderColumns, ordersOf, STRATEGIES } from './stories/fixtures';
import { OrderWaveView } from './waves/orders/OrderWaveView';

type State = 'none' | 'ticked' | 'tooMany' | 'created' | 'refused' | 'empty' | 'loadFailed';

const failing: GridDataSource<ListRecord> = {
  ...localGridSource([], []),
  loadPage: () => Promise.reject(new Error('系统错误，请联系管理员')),
};

/** The wave-from-orders page in one state; ticking is live as on the page. */
function Screen({ state }: { state: State }) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const rows = useMemo(() => ordersOf(state === 'empty' ? 0 : 12), [state]);
  const columns = useMemo(() => orderColumns(en), [en]);
  const source = useMemo(() => (state === 'loadFailed' ? failing : localGridSource<ListRecord>(rows, columns)), [rows, columns, state]);
  // The grid clears its selection when its data loads: the story ticks its rows once they are there.
  const preset = ['ticked', 'tooMany', 'refused'].includes(state) ? ['6001', '6002', '6004'] : [];
  const [selection, setSelection] = useState<readonly string[]>([]);
  const ticked = useRef(false);
  const onPageLoaded = () => {
    if (ticked.current) return;
    ticked.current = true;
    setTimeout(() => { setSelection(preset); }, 0);
  };
  const strategy = state === 'tooMany' ? 'STRATEGY_004' : '';
  const limits = state === 'tooMany' ? { ...limitsOf(STRATEGIES[1], ''), maxorders: 2 } : {};
  const qty = rows.filter((r) => selection.includes(r.id)).reduce((a, r) => a + r.qtyordered, 0);
  return (
    <OrderWaveView
      title={en ? 'Waves from orders' : '订单生成波次'}
      dataSource={source}
      selection={selection}
      onSelection={setSelection}
      selectedQty={qty}
      strategies={STRATEGIES}
      strategy={strategy}
      onStrategy={() => undefined}
      limits={limits}
      onCreate={() => undefined}
      creating={false}
      {...(state === 'created' ? {
        outcome: { kind: 'success' as const, text: en ? 'Wave WV0000000402 created with 3 orders: SO0000006001, SO0000006002, SO0000006004' : '已创建波次 WV0000000402，包含 3 个订单：SO0000006001、SO0000006002、SO0000006004' },
        created: { wavekey: 'WV0000000402', orderkeys: ['SO0000006001', 'SO0000006002', 'SO0000006004'] },
      } : {})}
      {...(state === 'refused' ? { outcome: { kind: 'error' as const, text: en ? 'Order SO0000006002 is already in a wave' : '出库单 SO0000006002 已在波次中' } } : {})}
      onPageLoaded={onPageLoaded}
      gridHeight={300}
      now={Date.parse('2026-06-15T09:30:00+08:00')}
      timeZone="Asia/Shanghai"
    />
  );
}

const meta = {
  title: 'wms/Outbound/OrderWaveCreation',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <OutboundStory><Story /></OutboundStory>],
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } };

/** Nothing ticked: the action waits; ticking a row counts it and offers the action. */
export const NothingTicked: Story = {
  args: { state: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '创建波次' })).toBeDisabled();
    const box = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-row="2"] [role="checkbox"], [data-row="2"] input[type="checkbox"]');
      if (!found) throw new Error('no row box');
      return found;
    });
    await userEvent.click(box);
    await waitFor(() => expect(canvas.getByText('已勾选订单').nextElementSibling).toHaveTextContent('1'));
    await expect(canvas.getByRole('button', { name: '创建波次' })).toBeEnabled();
  },
};
export const NothingTickedEnglish: Story = { args: { state: 'none' }, ...en };
export const ThreeTicked: Story = { args: { state: 'ticked' } };
export const ThreeTickedEnglish: Story = { args: { state: 'ticked' }, ...en };
export const OverTheStrategyMaximum: Story = { args: { state: 'tooMany' } };
export const OverTheStrategyMaximumEnglish: Story = { args: { state: 'tooMany' }, ...en };
export const WaveCreated: Story = { args: { state: 'created' } };
export const WaveCreatedEnglish: Story = { args: { state: 'created' }, ...en };
export const Refused: Story = { args: { state: 'refused' } };
export const RefusedEnglish: Story = { args: { state: 'refused' }, ...en };
export const NoOrders: Story = { args: { state: 'empty' } };
export const NoOrdersEnglish: Story = { args: { state: 'empty' }, ...en };
export const ListFailed: Story = { args: { state: 'loadFailed' } };
