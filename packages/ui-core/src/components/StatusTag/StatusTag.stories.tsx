import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from './StatusTag';
import { STATUS_COLORS } from '../../theme/tokens';

const meta = {
  title: 'ui-core/StatusTag',
  component: StatusTag,
  args: { index: 1, children: '新建' },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** All 17 status colours, then 18 and 19, which wrap to the first two. */
export const AllStatusColours: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 640 }}>
      {Array.from({ length: STATUS_COLORS.length + 2 }, (_, i) => (
        <StatusTag key={i} index={i + 1}>{`状态 ${String(i + 1)}`}</StatusTag>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = getComputedStyle(canvas.getByText('状态 1')).color;
    await expect(getComputedStyle(canvas.getByText('状态 18')).color).toBe(first);
    await expect(getComputedStyle(canvas.getByText('状态 2')).color).not.toBe(first);
  },
};

export const FinishFlags: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusTag finishFlag="orange">部分完成</StatusTag>
      <StatusTag finishFlag="green">完成</StatusTag>
      <StatusTag finishFlag="red">未完成</StatusTag>
    </div>
  ),
};
