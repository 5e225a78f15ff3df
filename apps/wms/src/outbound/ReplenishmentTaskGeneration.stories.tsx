import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { ReplenMode, ReplenTask } from './model/replenishment';
import { ReplenishmentView } from './replenishment/ReplenishmentView';
import type { OutcomeValue } from './shared/Outcome';
import { OutboundStory } from './stories/fixtures';

type State = 'minmax' | 'waveNone' | 'wave' | 'created' | 'nothing' | 'refused';

const WAVES = [{ id: '401', wavekey: 'WV0000000401', ordercount: 8 }, { id: '402', wavekey: 'WV0000000402', ordercount: 2 }];

/** `count` tasks generated: RP tasks of 6 items from storage aisle S to pick aisle P. */
function tasksOf(count: number, wave = false): ReplenTask[] {
  return Array.from({ length: count }, (_, i) => ({
    taskdetailkey: `TK${String(8001 + i).padStart(10, '0')}`, tasktype: wave ? 'WR' : 'RP', storerkey: 'OW001', sku: `SKU${String(1 + (i % 6)).padStart(4, '0')}`,
    lot: `LOT${String(300 + i).padStart(9, '0')}`, fromloc: `S-0${String(1 + (i % 3))}-02-1`, toloc: `P-01-0${String(1 + (i % 6))}`, qty: 10 + (i % 4) * 5, wavekey: wave ? 'WV0000000401' : '',
  }));
}

/** The replenishment generation page in one state, its inputs live. */
function Screen({ state }: { state: State }) {
  const { i18n } = useTranslation();
  const both = (zh: string, en: string) => (i18n.language === 'en' ? en : zh);
  const [mode, setMode] = useState<ReplenMode>(state === 'wave' || state === 'waveNone' || state === 'created' ? 'WAVE' : 'MINMAX');
  const [sku, setSku] = useState(state === 'nothing' ? 'SKU0009' : '');
  const [wavekey, setWavekey] = useState(state === 'wave' || state === 'created' ? 'WV0000000401' : '');
  const outcomes: Partial<Record<State, OutcomeValue>> = {
    created: { kind: 'success', text: both('已生成 9 个补货任务。', '9 replenishment task(s) generated.') },
    nothing: { kind: 'info', text: both('没有需要补货的商品：拣货位库存充足，或存储位没有可用库存。', 'Nothing needs replenishing: the pick faces hold enough, or storage has no stock available.') },
    refused: { kind: 'error', text: both('没有权限', 'Have no access') },
  };
  return (
    <ReplenishmentView
      title={both('补货任务生成', 'Replenishment task generation')}
      mode={mode}
      onMode={setMode}
      sku={sku}
      onSku={setSku}
      waves={WAVES}
      wavekey={wavekey}
      onWave={setWavekey}
      onGenerate={() => undefined}
      generating={false}
      {...(outcomes[state] ? { outcome: outcomes[state] } : {})}
      {...(state === 'created' ? { created: tasksOf(9, true) } : {})}
      gridHeight={220}
    />
  );
}

const meta = {
  title: 'wms/Outbound/ReplenishmentTaskGeneration',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <OutboundStory><Story /></OutboundStory>],
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } };

/** Min/max for every item: asked before it is generated. */
export const MinMax: Story = {
  args: { state: 'minmax' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '生成补货任务' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText('为所有低于下限的商品生成补货任务，确定吗？')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
export const MinMaxEnglish: Story = { args: { state: 'minmax' }, ...en };

/** By wave demand, no wave chosen yet: nothing can be generated. */
export const WaveNotChosen: Story = {
  args: { state: 'waveNone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请选择要补货的波次。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '生成补货任务' })).toBeDisabled();
  },
};
export const WaveNotChosenEnglish: Story = { args: { state: 'waveNone' }, ...en };
export const WaveChosen: Story = { args: { state: 'wave' } };
export const Generated: Story = { args: { state: 'created' } };
export const GeneratedEnglish: Story = { args: { state: 'created' }, ...en };
export const NothingNeeded: Story = { args: { state: 'nothing' } };
export const NothingNeededEnglish: Story = { args: { state: 'nothing' }, ...en };
export const Refused: Story = { args: { state: 'refused' } };
export const RefusedEnglish: Story = { args: { state: 'refused' }, ...en };
