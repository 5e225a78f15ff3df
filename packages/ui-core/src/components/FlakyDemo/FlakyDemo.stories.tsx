import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

// DELIBERATELY TIMING-DEPENDENT (issue 37.1), to show once that a story passing only on its retry
// fails the story pass as FLAKY; removed again in the next commit. Its play function passes only
// while its page is younger than 15 s: it fails in a window that rendered other stories before
// it, and passes on the runner's retry in a fresh page.
const meta = {
  title: 'ui-core/ZFlakyDemo',
  render: () => <p>计时相关的故事</p>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const YoungPageOnly: Story = {
  play: async () => {
    await expect(performance.now()).toBeLessThan(15_000);
  },
};
