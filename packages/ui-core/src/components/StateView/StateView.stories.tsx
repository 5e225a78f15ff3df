import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Empty, ErrorState, Loading } from './StateView';

const meta = {
  title: 'ui-core/States',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingState: Story = { render: () => <Loading /> };
export const EmptyState: Story = { render: () => <Empty /> };

/** The error with a retry, by keyboard. */
export const Failed: Story = {
  args: { message: '系统错误，请联系管理员' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Loading />
      <Empty />
      <ErrorState onRetry={() => undefined} />
    </div>
  ),
};
