import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button as AriaButton } from 'react-aria-components';
import { Popover, Tooltip } from './Tooltip';

const meta = {
  title: 'ui-core/Tooltip and Popover',
  component: Tooltip,
  args: { content: '数量必须大于0', children: <button type="button">悬停或聚焦</button> },
  parameters: { docs: { story: { inline: false, height: '200px' } } },
  decorators: [(Story) => <div style={{ padding: '60px 40px' }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** Keyboard focus shows it; Esc hides it. */
export const TooltipByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await page(canvasElement).findByRole('tooltip')).toHaveTextContent('数量必须大于0');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const TooltipOpen: Story = { args: { defaultOpen: true } };
export const TooltipEnglish: Story = { args: { defaultOpen: true, content: 'Quantity must be greater than 0' }, globals: { locale: 'en' } };

/** A popover opened by keyboard, closed by Esc, focus back on its trigger. */
export const PopoverByKeyboard: Story = {
  render: () => (
    <Popover aria-label="筛选" trigger={<AriaButton>筛选条件</AriaButton>}>
      <p style={{ margin: 0 }}>按货主筛选</p>
      <button type="button">应用</button>
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '筛选条件' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page(canvasElement).findByRole('dialog', { name: '筛选' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const PopoverOpen: Story = {
  render: () => (
    <Popover aria-label="筛选" defaultOpen trigger={<AriaButton>筛选条件</AriaButton>}>
      <p style={{ margin: 0 }}>按货主筛选</p>
    </Popover>
  ),
};
