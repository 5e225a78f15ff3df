import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, Switch } from './Toggle';

const meta = {
  title: 'ui-core/Checkbox and Switch',
  component: Checkbox,
  args: { children: '启用批次管理', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles: 1, then 0. */
export const CheckboxByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('checkbox', { name: '启用批次管理' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};
export const CheckboxChecked: Story = { args: { defaultValue: 1 } };
export const CheckboxDisabled: Story = { args: { defaultValue: 1, disabled: true } };
export const CheckboxInvalid: Story = { args: { invalid: true } };

/** Space toggles: "1", then "0". */
export const SwitchByKeyboard: Story = {
  render: (args) => <Switch onChange={args.onChange as (v: '1' | '0') => void}>自动分配</Switch>,
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('switch', { name: '自动分配' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('0');
  },
};
export const SwitchOn: Story = { render: () => <Switch defaultValue="1">自动分配</Switch> };
export const SwitchDisabled: Story = { render: () => <Switch defaultValue="1" disabled>自动分配</Switch> };
export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Checkbox defaultValue={1}>Batch managed</Checkbox>
      <Switch defaultValue="0">Auto allocate</Switch>
    </div>
  ),
};
