import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { ButtonLogProvider } from './ButtonLogContext';
import { Dropdown, DropdownItem } from './Dropdown';

const logger = fn();

const meta = {
  title: 'ui-core/Button',
  component: Button,
  args: { children: '保存', onClick: fn() },
  decorators: [
    (Story) => (
      <ButtonLogProvider logger={logger}>
        <div data-module-name="入库管理" data-menu-name="ASN">
          <Story />
        </div>
      </ButtonLogProvider>
    ),
  ],
  beforeEach: () => {
    logger.mockClear();
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary', children: '新增' } };
export const Danger: Story = { args: { variant: 'danger', children: '删除' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, variant: 'primary' } };

/** A click is logged with the button's text and the names from the nearest data attributes. */
export const LoggedClick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(logger).toHaveBeenCalledWith({ buttonName: '保存', moduleName: '入库管理', menuName: 'ASN' });
  },
};

/** With log={false} the click still acts but is not logged. */
export const UnloggedClick: Story = {
  args: { log: false, children: '刷新' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: '刷新' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(logger).not.toHaveBeenCalled();
  },
};

/** A dropdown of actions, opened and chosen by keyboard; the choice is logged. */
export const DropdownOpen: Story = {
  render: () => (
    <Dropdown label="更多操作" data-menu-name="ASN明细">
      <DropdownItem>导出</DropdownItem>
      <DropdownItem log={false}>打印</DropdownItem>
      <DropdownItem disabled>关闭订单</DropdownItem>
    </Dropdown>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: /更多操作/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{Enter}');
    await expect(logger).toHaveBeenCalledWith({ buttonName: '导出', moduleName: '入库管理', menuName: 'ASN明细' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /更多操作/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: '打印' }));
    await expect(logger).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /更多操作/ }));
  },
};
