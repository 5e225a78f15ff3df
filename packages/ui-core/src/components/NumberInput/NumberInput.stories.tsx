import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'ui-core/NumberInput',
  component: NumberInput,
  args: { label: '数量', onChange: fn() },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits only: everything else typed is dropped. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '数量' });
    await userEvent.type(box, '1a2-3.4');
    await expect(box).toHaveValue('1234');
  },
};

/** A leading zero is not a positive integer. */
export const PositiveIntegerError: Story = {
  args: { mode: 'positiveInteger' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await userEvent.type(box, '50');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(box);
    await userEvent.type(box, '05');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('请输入大于0的正整数')).toBeVisible();
  },
};

export const PositiveIntegerErrorEnglish: Story = {
  args: { mode: 'positiveInteger', label: 'Quantity' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), '0');
    await expect(within(canvasElement).getByText('please enter a positive integer greater than 0')).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: '120', disabled: true } };
