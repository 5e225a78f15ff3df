import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RemoteSelect } from './RemoteSelect';
import type { SelectOption } from '../../model/options';

const SKUS: SelectOption[] = [
  { code: 'SKU-1001', description: '矿泉水 550ml' },
  { code: 'SKU-1002', description: '矿泉水 1.5L' },
  { code: 'SKU-2001', description: '纯牛奶 250ml' },
];

/** A lookup on the server, with a little latency. */
const lookup = (text: string) =>
  new Promise<SelectOption[]>((resolve) => {
    setTimeout(() => { resolve(SKUS.filter((s) => s.description.includes(text) || s.code.includes(text.toUpperCase()))); }, 30);
  });

const meta = {
  title: 'ui-core/RemoteSelect',
  component: RemoteSelect,
  args: { label: '商品', search: fn(lookup), onChange: fn() },
  parameters: { docs: { story: { inline: false, height: '300px' } } },
} satisfies Meta<typeof RemoteSelect>;

export default meta;
type Story = StoryObj<typeof meta>;
const page = (el: HTMLElement) => within(el.ownerDocument.body);

/** Queries from the first character; chosen by keyboard; the whole option is handed over. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '商品' });
    await userEvent.click(box);
    await userEvent.keyboard('矿');
    await waitFor(() => expect(args.search).toHaveBeenCalledWith('矿', expect.anything()));
    await waitFor(() => expect(page(canvasElement).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ code: 'SKU-1002', description: '矿泉水 1.5L' });
    await expect(box).toHaveValue('矿泉水 1.5L');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard('zzz');
    await expect(await page(canvasElement).findByText('没有匹配的数据')).toBeVisible();
  },
};

export const WithValue: Story = { args: { value: { code: 'SKU-2001', description: '纯牛奶 250ml' } } };
export const Disabled: Story = { args: { disabled: true } };
export const English: Story = { globals: { locale: 'en' }, args: { label: 'SKU' } };
