import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SheetRow, SheetSaveChange } from '../../hooks/useSheetGrid';
import { cleanSortColumns } from '../../model/sortColumns';
import { fromConfigureSorting } from '../../model/sorting';
import { SheetGrid, type SheetGridHandle, type SheetGridProps } from './SheetGrid';
import { largeSheet, loadDictionary, receiptLineColumns, receiptLines, type Lang } from './SheetGrid.fixtures';

/** 2026-06-15 09:30 Asia/Shanghai, the visual runner's frozen clock. */
const NOW = Date.UTC(2026, 5, 15, 1, 30);

interface HarnessProps extends Omit<SheetGridProps<SheetRow>, 'columns'> {
  lang?: Lang;
  rowCount?: number;
  /** How the save ends: 'ok', or 'fail' (rejects with the server's message). */
  saveOutcome?: 'ok' | 'fail' | 'none';
  onSaveCalled?: (changes: SheetSaveChange[]) => void;
  onRowsChanged?: (ids: string[]) => void;
  withActions?: boolean;
}

/** The sheet over receipt lines, with a save that succeeds or fails and a delete action. */
function Harness({ lang = 'zh', rowCount = 8, saveOutcome = 'ok', onSaveCalled, onRowsChanged, withActions = true, ...rest }: HarnessProps) {
  const [columns] = useState(() => receiptLineColumns(lang));
  const [rows, setRows] = useState(() => receiptLines(rowCount));
  const ref = useRef<SheetGridHandle>(null);
  const onSave = saveOutcome === 'none' ? undefined : async (changes: SheetSaveChange[]) => {
    onSaveCalled?.(changes);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (saveOutcome === 'fail') throw new Error(lang === 'zh' ? '服务器繁忙，请稍后再试' : 'The server is busy, try again later');
  };
  return (
    <SheetGrid
      ref={ref}
      columns={columns}
      rows={rows}
      onRowsChange={(next) => { setRows(next); onRowsChanged?.(next.map((r) => String(r.id))); }}
      loadDictionary={loadDictionary}
      dateField="expirydate"
      now={NOW}
      timeZone="Asia/Shanghai"
      onOpenSettings={fn()}
      {...(onSave ? { onSave } : {})}
      {...(withActions ? { actions: [{ key: 'delete', label: lang === 'zh' ? '删除' : 'Delete', danger: true, hidden: (_row, count) => count <= 1, onAction: (_row, key) => { setRows((all) => all.filter((r) => r.id !== key)); } }] } : {})}
      {...rest}
    />
  );
}

const meta = {
  title: 'ui-grid/SheetGrid',
  component: Harness,
  args: { onSaveCalled: fn(), onRowsChanged: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEP = '\u001f';
/** A data cell by row id and column code. */
function cellOf(root: HTMLElement, rowKey: string, column: string): HTMLElement {
  const cell = root.querySelector<HTMLElement>(`[data-cell="${rowKey}${SEP}${column}"]`);
  if (!cell) throw new Error(`no cell ${rowKey}.${column}`);
  return cell;
}
const editorIn = (cell: HTMLElement) => within(cell).getByRole('textbox');

/** Receipt lines with every editor kind; a delete action; pagination; the date-range checkbox filter. */
export const Default: Story = {};

export const English: Story = { args: { lang: 'en' }, globals: { locale: 'en' } };

/** No rows yet. */
export const Empty: Story = { args: { rowCount: 0 } };

/** Enter commits and moves to the next editable cell by tab index; the last one wraps to the next row's first. */
export const EnterAndTabWrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.dblClick(cellOf(canvasElement, 'L1', 'remark'));
    const remark = editorIn(cellOf(canvasElement, 'L1', 'remark'));
    await userEvent.clear(remark);
    await userEvent.type(remark, '加急');
    await userEvent.keyboard('{Enter}');
    // remark is the last editable column: the next row's first (the SKU lookup) opens.
    await waitFor(() => expect(within(cellOf(canvasElement, 'L2', 'sku')).getByRole('combobox')).toHaveFocus());
    await expect(cellOf(canvasElement, 'L1', 'remark')).toHaveTextContent('加急');
    await userEvent.keyboard('{Tab}');
    const lot = editorIn(cellOf(canvasElement, 'L2', 'lot'));
    await waitFor(() => expect(lot).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    // qtyexpected is read-only: Tab skips it.
    await waitFor(() => expect(editorIn(cellOf(canvasElement, 'L2', 'qtyreceived'))).toHaveFocus());
  },
};

/** Shift+Tab moves back, wrapping to the previous row's last editable cell. */
export const ShiftTabBack: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.dblClick(cellOf(canvasElement, 'L2', 'lot'));
    await waitFor(() => expect(editorIn(cellOf(canvasElement, 'L2', 'lot'))).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(within(cellOf(canvasElement, 'L2', 'sku')).getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(editorIn(cellOf(canvasElement, 'L1', 'remark'))).toHaveFocus());
  },
};

/** Esc cancels: the cell keeps its value and the focus; F2 reopens it. */
export const EscCancels: Story = {
  play: async ({ canvasElement }) => {
    const cell = cellOf(canvasElement, 'L1', 'lot');
    await userEvent.dblClick(cell);
    const input = editorIn(cell);
    await userEvent.clear(input);
    await userEvent.type(input, 'CHANGED');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cellOf(canvasElement, 'L1', 'lot')).toHaveFocus());
    await expect(cellOf(canvasElement, 'L1', 'lot')).toHaveTextContent('LOT001');
    await userEvent.keyboard('{F2}');
    await waitFor(() => expect(editorIn(cellOf(canvasElement, 'L1', 'lot'))).toHaveValue('LOT001'));
  },
};

/** A verify function refuses to let the editor close while the lot is "BLOCKED". */
export const VerifyBlocksClose: Story = {
  args: { verify: (_cell, draft) => (draft === 'BLOCKED' ? '批次 BLOCKED 已被冻结' : true) },
  play: async ({ canvasElement }) => {
    const cell = cellOf(canvasElement, 'L1', 'lot');
    await userEvent.dblClick(cell);
    await userEvent.clear(editorIn(cell));
    await userEvent.type(editorIn(cell), 'BLOCKED');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('批次 BLOCKED 已被冻结'));
    await expect(editorIn(cellOf(canvasElement, 'L1', 'lot'))).toHaveValue('BLOCKED');
    // A click elsewhere is refused too; the draft stays.
    await userEvent.click(cellOf(canvasElement, 'L3', 'remark'));
    await expect(editorIn(cellOf(canvasElement, 'L1', 'lot'))).toHaveValue('BLOCKED');
    await userEvent.clear(editorIn(cellOf(canvasElement, 'L1', 'lot')));
    await userEvent.type(editorIn(cellOf(canvasElement, 'L1', 'lot')), 'LOT777');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cellOf(canvasElement, 'L1', 'lot')).toHaveTextContent('LOT777'));
  },
};

/** A click elsewhere commits; the edited cell carries the dirty marker until saved. */
export const ClickElsewhereCommits: Story = {
  play: async ({ canvasElement }) => {
    const cell = cellOf(canvasElement, 'L1', 'remark');
    await userEvent.dblClick(cell);
    await userEvent.type(editorIn(cell), '外箱破损');
    await userEvent.click(cellOf(canvasElement, 'L4', 'lot'));
    await waitFor(() => expect(cellOf(canvasElement, 'L1', 'remark')).toHaveTextContent('外箱破损'));
    await expect(cellOf(canvasElement, 'L1', 'remark')).toHaveAccessibleDescription('已修改，未保存');
    await expect(within(canvasElement).getByText('1 处未保存')).toBeInTheDocument();
  },
};

async function editTo(root: HTMLElement, rowKey: string, column: string, text: string) {
  const cell = cellOf(root, rowKey, column);
  await userEvent.dblClick(cell);
  const input = editorIn(cell);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  // Enter commits and opens the next cell; Esc closes that one unchanged.
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Escape}');
}

/** The required rule fails: an empty received quantity. */
export const RequiredFails: Story = {
  play: async ({ canvasElement }) => {
    await editTo(canvasElement, 'L1', 'qtyreceived', '');
    const cell = cellOf(canvasElement, 'L1', 'qtyreceived');
    await waitFor(() => expect(cell).toHaveAttribute('aria-invalid', 'true'));
    await expect(cell).toHaveAccessibleDescription(/不能为空/);
    cell.focus();
  },
};

/** The pattern rule fails: a lot with Chinese characters. */
export const PatternFails: Story = {
  play: async ({ canvasElement }) => {
    await editTo(canvasElement, 'L2', 'lot', '批次一');
    const cell = cellOf(canvasElement, 'L2', 'lot');
    await waitFor(() => expect(cell).toHaveAttribute('aria-invalid', 'true'));
    await expect(cell).toHaveAccessibleDescription(/批次只能包含字母、数字和下划线/);
    cell.focus();
  },
};

/** A custom validator fails: more received than expected (its message names the limit). */
export const CustomValidatorFails: Story = {
  play: async ({ canvasElement }) => {
    await editTo(canvasElement, 'L1', 'qtyreceived', '999');
    const cell = cellOf(canvasElement, 'L1', 'qtyreceived');
    await waitFor(() => expect(cell).toHaveAccessibleDescription(/已收数量不能超过预期数量 10/));
    cell.focus();
  },
};

/** validate() finds every error and save is refused with the catalogued message. */
export const SaveRefusedWhenInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    await editTo(canvasElement, 'L1', 'qtyreceived', '0');
    await editTo(canvasElement, 'L2', 'lot', '批次');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('数据输入有误，请检查后重新保存！（2 处）'));
    await expect(args.onSaveCalled).not.toHaveBeenCalled();
  },
};

/** A block copied from Excel lands from the focused cell; a read-only column keeps its value; bad text is flagged. */
export const PasteFromExcel: Story = {
  play: async ({ canvasElement }) => {
    const anchor = cellOf(canvasElement, 'L1', 'lot');
    await userEvent.click(anchor);
    // user-event's paste gives the event its clipboard data (Firefox empties the clipboardData of
    // a ClipboardEvent made by a script, so a constructed event pastes nothing there).
    await userEvent.paste('LOT_A\t999\t7\r\nLOT_B\t999\t8\r\n批次C\t999\tabc\r\n');
    await waitFor(() => expect(cellOf(canvasElement, 'L1', 'lot')).toHaveTextContent('LOT_A'));
    await expect(cellOf(canvasElement, 'L2', 'lot')).toHaveTextContent('LOT_B');
    await expect(cellOf(canvasElement, 'L1', 'qtyreceived')).toHaveTextContent('7');
    // qtyexpected is read-only: the 999s are not pasted.
    await expect(cellOf(canvasElement, 'L1', 'qtyexpected')).toHaveTextContent('10');
    // Validated like typed input: the Chinese lot and "abc" fail their rules.
    await expect(cellOf(canvasElement, 'L3', 'lot')).toHaveAttribute('aria-invalid', 'true');
    await expect(cellOf(canvasElement, 'L3', 'qtyreceived')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(/已粘贴 6 个单元格；3 个只读单元格未粘贴/)).toBeInTheDocument();
  },
};

/** Ctrl+Z undoes an edit (or a whole paste), Ctrl+Y and Ctrl+Shift+Z redo it. */
export const UndoRedo: Story = {
  play: async ({ canvasElement }) => {
    await editTo(canvasElement, 'L1', 'lot', 'NEW1');
    await editTo(canvasElement, 'L2', 'lot', 'NEW2');
    await waitFor(() => expect(cellOf(canvasElement, 'L2', 'lot')).toHaveTextContent('NEW2'));
    cellOf(canvasElement, 'L2', 'lot').focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(cellOf(canvasElement, 'L2', 'lot')).toHaveTextContent('LOT002'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(cellOf(canvasElement, 'L1', 'lot')).toHaveTextContent('LOT001'));
    await expect(cellOf(canvasElement, 'L1', 'lot')).not.toHaveAccessibleDescription('已修改，未保存');
    await userEvent.keyboard('{Control>}y{/Control}');
    await waitFor(() => expect(cellOf(canvasElement, 'L1', 'lot')).toHaveTextContent('NEW1'));
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(cellOf(canvasElement, 'L2', 'lot')).toHaveTextContent('NEW2'));
  },
};

/** Alt+↓ on a row's handle moves it; Space picks a row up, arrows choose, Enter drops; both announced. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: /移动第 1 行/ });
    handle.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(args.onRowsChanged).toHaveBeenLastCalledWith(['L2', 'L1', 'L3', 'L4', 'L5', 'L6', 'L7', 'L8']));
    await waitFor(() => expect(within(canvasElement).getByText('已将第 1 行移动到第 2 行')).toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: /移动第 2 行/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(canvasElement).getByText(/已拿起第 2 行/)).toBeInTheDocument());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onRowsChanged).toHaveBeenLastCalledWith(['L2', 'L3', 'L4', 'L1', 'L5', 'L6', 'L7', 'L8']));
  },
};

/** The handle drags a row with the mouse. */
export const MouseReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: /移动第 1 行/ });
    const target = cellOf(canvasElement, 'L3', 'lot').getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle },
      { coords: { clientX: target.left + 5, clientY: target.top + 15 } },
      { keys: '[/MouseLeft]', coords: { clientX: target.left + 5, clientY: target.top + 15 } },
    ]);
    await waitFor(() => expect(args.onRowsChanged).toHaveBeenLastCalledWith(['L2', 'L3', 'L1', 'L4', 'L5', 'L6', 'L7', 'L8']));
  },
};

/** A save that fails keeps every edit dirty and offers a retry; nothing is lost. */
export const FailedSaveStaysDirty: Story = {
  args: { saveOutcome: 'fail' },
  play: async ({ canvasElement, args }) => {
    await editTo(canvasElement, 'L1', 'lot', 'LOT9A');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('保存失败，修改已保留：服务器繁忙，请稍后再试'));
    await expect(args.onSaveCalled).toHaveBeenCalledWith([expect.objectContaining({ rowKey: 'L1', changes: { lot: 'LOT9A' } })]);
    await expect(cellOf(canvasElement, 'L1', 'lot')).toHaveTextContent('LOT9A');
    await expect(cellOf(canvasElement, 'L1', 'lot')).toHaveAccessibleDescription('已修改，未保存');
    await expect(within(canvasElement).getByText('1 处未保存')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeInTheDocument();
  },
};

/** A save that succeeds clears the dirty markers and writes the rows. */
export const SaveSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    await editTo(canvasElement, 'L2', 'lot', 'LOT2B');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(canvasElement).getByText('已保存 1 处修改')).toBeInTheDocument());
    await expect(cellOf(canvasElement, 'L2', 'lot')).not.toHaveAccessibleDescription('已修改，未保存');
    await expect(cellOf(canvasElement, 'L2', 'lot')).toHaveTextContent('LOT2B');
    await expect(args.onSaveCalled).toHaveBeenCalledTimes(1);
  },
};

/** The search icon filters by keyword; the date-range checkbox filter by expiry date; the clear icon resets. */
export const SearchAndDateFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '关键字' }), 'LOT002');
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(9));
  },
};

/** The editor survives its row scrolling out of view and back, text and all. */
export const EditorSurvivesScroll: Story = {
  args: { rowCount: 300, pageSize: false, withActions: false, height: 300 },
  play: async ({ canvasElement }) => {
    const cell = cellOf(canvasElement, 'L2', 'remark');
    await userEvent.dblClick(cell);
    await userEvent.type(editorIn(cell), '未提交的文字');
    const grid = within(canvasElement).getByRole('grid');
    grid.scrollTop = 6000;
    grid.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvasElement.querySelector(`[data-cell="L200${SEP}remark"]`)).not.toBeNull());
    grid.scrollTop = 0;
    grid.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(editorIn(cellOf(canvasElement, 'L2', 'remark'))).toHaveValue('未提交的文字'));
  },
};

/** 100,000 rows in one scrolling sheet: only the rows in view are in the DOM. */
export const HundredThousandRows: Story = {
  args: { rowCount: 100_000, pageSize: false, withActions: false, height: 420 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    grid.scrollTop = grid.scrollHeight;
    grid.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvasElement.querySelector(`[data-cell="L100000${SEP}lot"]`)).not.toBeNull());
    grid.scrollTop = 0;
    grid.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvasElement.querySelector(`[data-cell="L1${SEP}lot"]`)).not.toBeNull());
  },
};

/**
 * Sort-column definitions from the column configuration (10201 ascending, 10202 descending):
 * status ascending, then lot descending; an unsafe code is dropped. Rows cannot be dragged while sorted.
 */
export const SortedBySortColumns: Story = {
  args: {
    sort: fromConfigureSorting(cleanSortColumns([
      { column_code: 'status', menu_list_name: '入库明细', sort_type: 10201 },
      { column_code: 'lot', menu_list_name: '入库明细', sort_type: 10202 },
      { column_code: 'lot; drop table receipt', sort_type: 10201 },
    ])),
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.getAttribute('data-row-key'))).toEqual(['L7', 'L4', 'L1', 'L8', 'L5', 'L2', 'L6', 'L3']);
    await expect(within(canvasElement).getAllByRole('button', { name: '排序时不能拖动行' })).toHaveLength(8);
  },
};

/**
 * The import preview's largest sheet: 100,000 rows × 20 text columns in one scrolling page, the
 * errors its checker found passed up front (`defaultErrors`, nothing judged at mount), and a
 * save that judges only the edited rows (`validateOnSave="edited"`).
 */
function LargeSheetHarness() {
  const [sheet] = useState(() => largeSheet(100_000, 20));
  const [rows, setRows] = useState(sheet.rows);
  return (
    <SheetGrid
      aria-label="导入预览"
      columns={sheet.columns}
      rows={rows}
      onRowsChange={setRows}
      defaultErrors={sheet.errors}
      validateOnSave="edited"
      onSave={() => Promise.resolve()}
      pageSize={false}
      height={420}
    />
  );
}

/** 100,000 × 20 with the errors known up front: scrolled to the end, the last row and its error are shown. */
export const LargeSheet: Story = {
  render: () => <LargeSheetHarness />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    grid.scrollTop = grid.scrollHeight;
    grid.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvasElement.querySelector(`[data-cell="99999${SEP}c1"]`)).not.toBeNull());
    await expect(cellOf(canvasElement, '99999', 'c5')).toHaveAttribute('aria-invalid', 'true');
    await expect(cellOf(canvasElement, '99999', 'c5')).toHaveAccessibleDescription('不能为空');
    await expect(cellOf(canvasElement, '99999', 'c4')).not.toHaveAttribute('aria-invalid');
  },
};
