import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input, Textarea } from './Input';

const meta = {
  title: 'ui-core/Input',
  component: Input,
  args: { label: '入库单号', placeholder: 'ASN2026…', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed by keyboard; Enter submits (a search row searches). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '入库单号' });
    await userEvent.click(box);
    await userEvent.keyboard('ASN01{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ASN01');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.clear(box);
    await expect(box).toHaveValue('');
  },
};

export const WithValue: Story = { args: { defaultValue: 'ASN20260001' } };
export const Disabled: Story = { args: { defaultValue: 'ASN20260001', disabled: true } };
export const Required: Story = { args: { required: true, description: '必填项' } };

export const Error: Story = {
  args: { defaultValue: '入库单', errorMessage: '不能为空' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('不能为空');
  },
};

export const English: Story = { args: { label: 'ASN No.', placeholder: 'ASN2026…' }, globals: { locale: 'en' } };

export const MultiLine: Story = {
  render: (args) => <Textarea label="备注" defaultValue={'第一行\n第二行'} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: '备注' }), '!');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
