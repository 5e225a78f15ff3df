import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tree } from './Tree';

const MENU = [
  { id: 'inbound', label: '入库管理', children: [{ id: 'asn', label: '入库单' }, { id: 'receipt', label: '收货' }, { id: 'putaway', label: '上架' }] },
  { id: 'outbound', label: '出库管理', children: [{ id: 'so', label: '出库单' }, { id: 'wave', label: '波次' }] },
  { id: 'inventory', label: '库存管理' },
];

const meta = {
  title: 'ui-core/Tree',
  component: Tree,
  args: { items: MENU, 'aria-label': '菜单', onAction: fn() },
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys: → expands, ↓ moves, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    // find*, not get*: react-aria builds the tree's rows in a render after the first commit (and
    // the expanded branch's in one after the key), which a play function outside act() can
    // start before.
    const tree = await within(canvasElement).findByRole('treegrid');
    const [first] = await within(tree).findAllByRole('row');
    first?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(tree).findByRole('row', { name: '入库单' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('asn');
  },
};

export const Expanded: Story = { args: { defaultExpanded: ['inbound', 'outbound'], selected: 'wave' } };
export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Menu', items: [{ id: 'in', label: 'Inbound', children: [{ id: 'asn', label: 'ASN' }] }, { id: 'out', label: 'Outbound' }], defaultExpanded: ['in'] },
};
