import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'ui-core/Pagination',
  component: Pagination,
  args: { page: 6, pageSize: 20, total: 398, onChange: fn() },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Live(props: Parameters<typeof Pagination>[0]) {
  const [state, setState] = useState({ page: props.page, pageSize: props.pageSize ?? 20 });
  return (
    <Pagination
      {...props}
      page={state.page}
      pageSize={state.pageSize}
      onChange={(page, pageSize) => { setState({ page, pageSize }); props.onChange(page, pageSize); }}
    />
  );
}

/** Keyboard alone: next page, jump to a page, change the page size. */
export const Default: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement);
    nav.getByRole('button', { name: '下一页' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(7, 20);
    await expect(nav.getByRole('button', { name: '第 7 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('textbox', { name: '跳至页码' }));
    await userEvent.keyboard('99{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(20, 20);
    nav.getByRole('button', { name: /每页条数/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(1, 50));
  },
};

export const FirstPage: Story = { args: { page: 1 } };
export const Empty: Story = { args: { page: 1, total: 0 } };
export const Disabled: Story = { args: { disabled: true } };
export const English: Story = { globals: { locale: 'en' } };
