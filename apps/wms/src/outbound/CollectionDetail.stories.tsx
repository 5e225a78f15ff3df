import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CollectionView } from './collection/CollectionView';
import { carrierRun } from './model/collection';
import type { OutcomeValue } from './shared/Outcome';
import { collectionsOf, OutboundStory } from './stories/fixtures';

type State = 'open' | 'full' | 'noMaximum' | 'collected' | 'refused' | 'closed' | 'notFound' | 'none';

/** The cargo collection page in one state. */
function Screen({ state, onCollect = () => undefined }: { state: State; onCollect?: (count: number) => void }) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const both = (zh: string, english: string) => (en ? english : zh);
  const all = collectionsOf(state === 'full' ? { containercount: 5 } : state === 'noMaximum' ? { maxcontainers: 0 } : state === 'closed' ? { status: '1' } : state === 'collected' ? { containercount: 4 } : {});
  const current = state === 'notFound' || state === 'none' ? undefined : all[0];
  const outcomes: Partial<Record<State, OutcomeValue>> = {
    collected: { kind: 'success', text: both('已集货 1 箱，累计 4 箱。', 'Collected 1 more: 4 in all.') },
    refused: { kind: 'error', text: both('最大箱数不能小于累计箱数', 'Max containers cannot be less than the accumulated count') },
  };
  const status: Record<string, string> = { 0: both('在下架', 'In lower shelf'), 1: both('已封箱', 'Closed box'), 2: both('内部取消', 'Internal cancellation') };
  const carriers: Record<string, string> = { SF: both('顺丰速运', 'SF Express'), YTO: both('圆通速递', 'YTO Express') };
  return (
    <CollectionView
      title={both('集货明细', 'Cargo collection detail')}
      collections={state === 'none' ? [] : all}
      collectionkey={state === 'notFound' ? 'CL0000009999' : state === 'none' ? '' : 'CL0000000121'}
      onCollection={() => undefined}
      {...(current ? { collection: current } : {})}
      run={current ? carrierRun(all, current) : []}
      statusLabel={(code) => status[code] ?? code}
      carrierLabel={(code) => carriers[code] ?? code}
      onCollect={onCollect}
      onMaximum={() => undefined}
      onClose={() => undefined}
      {...(outcomes[state] ? { outcome: outcomes[state] } : {})}
      {...(state === 'notFound' ? { loadOutcome: { kind: 'error' as const, text: both('没有找到集货单 CL0000009999', 'Collection CL0000009999 was not found') } } : {})}
      gridHeight={170}
    />
  );
}

const meta = {
  title: 'wms/Outbound/CollectionDetail',
  component: Screen,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <OutboundStory><Story /></OutboundStory>],
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } };
export const Collecting: Story = { args: { state: 'open' } };
export const CollectingEnglish: Story = { args: { state: 'open' }, ...en };

/** 3 of 5 collected: 3 more is said to be too many at the field, and a maximum of 2 below the count. */
export const RefusedAtTheFields: Story = {
  args: { state: 'open' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByLabelText('本次集货箱数');
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await expect(canvas.getByText('超过最大箱数：还能集货 2 箱')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '集货' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('最大箱数'), '2');
    await expect(canvas.getByText('最大箱数不能小于累计箱数（已集货 3 箱）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存最大箱数' })).toBeDisabled();
  },
};
export const RefusedAtTheFieldsEnglish: Story = {
  args: { state: 'open' },
  ...en,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Max containers'), '2');
    await expect(canvas.getByText('Max containers cannot be less than the accumulated count (3 collected)')).toBeVisible();
  },
};
export const Full: Story = { args: { state: 'full' } };
export const FullEnglish: Story = { args: { state: 'full' }, ...en };
export const NoMaximum: Story = { args: { state: 'noMaximum' } };
export const Collected: Story = { args: { state: 'collected' } };
export const CollectedEnglish: Story = { args: { state: 'collected' }, ...en };
export const RefusedByTheServer: Story = { args: { state: 'refused' } };
export const RefusedByTheServerEnglish: Story = { args: { state: 'refused' }, ...en };
export const Closed: Story = { args: { state: 'closed' } };
export const ClosedEnglish: Story = { args: { state: 'closed' }, ...en };
export const NotFound: Story = { args: { state: 'notFound' } };
export const NotFoundEnglish: Story = { args: { state: 'notFound' }, ...en };
export const NoCollections: Story = { args: { state: 'none' } };

/** The keyboard alone: Tab to the count, type it, Enter books it; Tab on to the maximum. */
export const CollectByKeyboard: Story = {
  args: { state: 'open', onCollect: fn() },
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByLabelText('本次集货箱数');
    count.focus();
    await userEvent.keyboard('{Control>}a{/Control}2{Enter}');
    await expect(args.onCollect).toHaveBeenCalledWith(2);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '集货' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('最大箱数')).toHaveFocus();
  },
};
