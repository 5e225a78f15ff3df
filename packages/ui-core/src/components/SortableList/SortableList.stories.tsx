import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList, type SortableItem } from './SortableList';

const COLUMNS: SortableItem[] = [
  { id: 'asnNo', label: '入库单号' },
  { id: 'ownerCode', label: '货主' },
  { id: 'status', label: '状态' },
  { id: 'expectedQty', label: '预期数量' },
];

function Live({ onReorder, initial = COLUMNS, label = '显示的列' }: { onReorder: (ids: string[]) => void; initial?: SortableItem[]; label?: string }) {
  const [items, setItems] = useState(initial);
  return (
    <div style={{ width: 280 }}>
      <SortableList aria-label={label} items={items} onReorder={(next) => { setItems(next); onReorder(next.map((i) => i.id)); }} />
    </div>
  );
}

const meta = {
  title: 'ui-core/SortableList',
  component: Live,
  args: { onReorder: fn() },
} satisfies Meta<typeof Live>;

export default meta;
type Story = StoryObj<typeof meta>;

// The rows are found with find*, not get*: react-aria builds the list's collection in a second
// render after the first commit, which the play function can start before outside an act()
// environment (the story pass runs the static build in a plain browser page).

/** Alt+↓ moves the focused row down; the move is announced. */
export const KeyboardMove: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = await within(canvasElement).findAllByRole('row');
    rows[0]?.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onReorder).toHaveBeenLastCalledWith(['ownerCode', 'asnNo', 'status', 'expectedQty']);
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('已移动到第 2 位'));
  },
};

/** Keyboard drag and drop: Enter on the handle, arrows to the place, Enter to drop. */
export const KeyboardDragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const [handle] = await within(canvasElement).findAllByRole('button', { name: /拖动排序/ });
    handle?.focus();
    await userEvent.keyboard('{Enter}');
    // The drag is set up a frame after Enter, when it moves the focus to the first drop place:
    // arrows before it would move the list's focus instead (as a user sees the drop line first).
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.closest('.react-aria-DropIndicator')).toBeTruthy());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalled());
    await expect(args.onReorder).toHaveBeenLastCalledWith(['ownerCode', 'status', 'expectedQty', 'asnNo']);
    // The focus follows the moved row to its new place.
    const rows = await within(canvasElement).findAllByRole('row');
    await waitFor(() => expect(rows.find((row) => row.textContent.includes('入库单号'))).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Shown columns', initial: [{ id: 'a', label: 'ASN No.' }, { id: 'b', label: 'Owner' }, { id: 'c', label: 'Status' }] },
};
