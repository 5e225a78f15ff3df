import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, MessageProvider } from '@wms/ui-core';
import type { ColumnConfig, ColumnConfigTypeCode } from '../../model/types';
import { ColumnSettingsDialog } from './ColumnSettingsDialog';
import { receiptColumnConfig } from './fixtures';
import { createMemoryColumnStore, type ColumnStoreCall, type ColumnStoreSwitches } from './memoryColumnStore';

interface HarnessProps {
  /** The server's defaults (what reset restores). */
  defaults: ColumnConfig;
  /** A saved configuration the server starts from. */
  saved?: ColumnConfig;
  switches?: Partial<ColumnStoreSwitches>;
  /** Starts open; otherwise a button opens it (as the grid's settings icon does). */
  startOpen?: boolean;
  /** Every call the dialog made to the store. */
  onCall: (call: ColumnStoreCall) => void;
  onApplied: (types: ColumnConfigTypeCode[]) => void;
}

/** The dialog over an in-memory store, with the message region the app provides. */
function Harness({ defaults, saved, switches, startOpen = true, onCall, onApplied }: HarnessProps) {
  const [store] = useState(() => {
    const inner = createMemoryColumnStore({ defaults, saved, switches });
    return {
      ...inner,
      loadColumns: () => { onCall({ kind: 'load' }); return inner.loadColumns(); },
      saveColumns: (type: ColumnConfigTypeCode, columns: Parameters<typeof inner.saveColumns>[1]) => { onCall({ kind: 'save', type, columns: [...columns] }); return inner.saveColumns(type, columns); },
      resetColumns: (type: ColumnConfigTypeCode) => { onCall({ kind: 'reset', type }); return inner.resetColumns(type); },
    };
  });
  const [open, setOpen] = useState(startOpen);
  return (
    <MessageProvider durations={{ success: 0, error: 0 }}>
      <Button onClick={() => { setOpen(true); }}>⚙</Button>
      <ColumnSettingsDialog open={open} onOpenChange={setOpen} dataSource={store} onApplied={onApplied} />
    </MessageProvider>
  );
}

const DEFAULTS = receiptColumnConfig('zh');

/** A saved display config that differs from the defaults: two columns only, wider. */
const SAVED: ColumnConfig = {
  ...DEFAULTS,
  tableDisplay: DEFAULTS.tableDisplay.slice(0, 2).map((c) => ({ ...c, width: '180' })),
  tableHiding: [...DEFAULTS.tableHiding, ...DEFAULTS.tableDisplay.slice(2)],
  exportDisplay: DEFAULTS.exportDisplay.slice(0, 3),
  exportHidden: [...DEFAULTS.exportHidden, ...DEFAULTS.exportDisplay.slice(3)],
};

const meta = {
  title: 'ui-grid/ColumnSettingsDialog',
  component: Harness,
  args: { defaults: DEFAULTS, onCall: fn(), onApplied: fn() },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '620px' } } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = async () => page().findByRole('dialog');
const lists = async () => {
  const d = within(await dialog());
  return { hidden: await d.findByRole('grid', { name: /隐藏列|Hidden columns/ }), shown: await d.findByRole('grid', { name: /显示列|Shown columns/ }) };
};
const rowNames = (grid: HTMLElement) => within(grid).getAllByRole('row').map((row) => row.textContent);
const savedCalls = (onCall: HarnessProps['onCall']) =>
  (onCall as ReturnType<typeof fn>).mock.calls.map(([call]) => call as ColumnStoreCall).filter((call) => call.kind === 'save');

/** The display config tab: hidden columns left, shown columns right, each shown one with its width. */
export const DisplayTab: Story = {
  play: async () => {
    const { hidden, shown } = await lists();
    await expect(within(shown).getAllByRole('row')).toHaveLength(7);
    await expect(within(hidden).getAllByRole('row')).toHaveLength(7);
    await expect(page().getByRole('textbox', { name: '入库单号 宽度（px）' })).toHaveValue('100');
    await expect(page().getByRole('tab', { name: '显示配置' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The export config tab: its own lists (11 shown, 3 hidden). */
export const ExportTab: Story = {
  play: async () => {
    await userEvent.click(await page().findByRole('tab', { name: '导出配置' }));
    const { hidden, shown } = await lists();
    await expect(within(shown).getAllByRole('row')).toHaveLength(11);
    await expect(within(hidden).getAllByRole('row')).toHaveLength(3);
  },
};

/** Selected hidden columns move to the end of the shown list, and back. */
export const MovingColumns: Story = {
  play: async () => {
    const { hidden, shown } = await lists();
    await userEvent.click(within(hidden).getByText('仓库'));
    await userEvent.click(within(hidden).getByText('供应商'));
    await userEvent.click(page().getByRole('button', { name: '显示所选' }));
    await waitFor(() => expect(rowNames(shown).slice(-2)).toEqual([expect.stringContaining('仓库'), expect.stringContaining('供应商')]));
    await expect(within(hidden).getAllByRole('row')).toHaveLength(5);
    await userEvent.click(within(shown).getByText('货主'));
    await userEvent.click(page().getByRole('button', { name: '隐藏所选' }));
    await waitFor(() => expect(rowNames(hidden).at(-1)).toContain('货主'));
    await expect(page().getByRole('tab', { name: /显示配置.*未保存/ })).toBeInTheDocument();
  },
};

/** By keyboard: Space selects a hidden column, Tab reaches the move button, Enter moves it; focus follows the column. */
export const MovingColumnsByKeyboard: Story = {
  play: async () => {
    const { hidden, shown } = await lists();
    within(hidden).getAllByRole('row')[1]?.focus();
    await userEvent.keyboard(' ');
    const show = page().getByRole('button', { name: '显示所选' });
    await waitFor(() => expect(show).toBeEnabled());
    for (let i = 0; i < 5 && document.activeElement !== show; i += 1) await userEvent.tab();
    await expect(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowNames(shown).at(-1)).toContain('供应商'));
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
    await expect(document.activeElement?.textContent).toContain('供应商');
  },
};

/**
 * Focus follows a moved column only while the user has not gone on: a column shown and Apply
 * clicked at once keeps the focus on Apply (the list builds its rows a frame or two after the
 * move; before, the late row took the focus from Apply, which the English validation story's
 * screenshot caught now and then).
 */
export const MoveThenGoOn: Story = {
  play: async () => {
    const { hidden, shown } = await lists();
    await userEvent.click(within(hidden).getByText('供应商'));
    const show = page().getByRole('button', { name: '显示所选' });
    await waitFor(() => expect(show).toBeEnabled());
    const apply = page().getByRole('button', { name: '应用' });
    show.click();
    apply.focus();
    await waitFor(() => expect(rowNames(shown).at(-1)).toContain('供应商'));
    // Past the ten frames the list may take to build the moved row.
    for (let frame = 0; frame < 15; frame += 1) await new Promise((done) => { requestAnimationFrame(done); });
    await expect(apply).toHaveFocus();
  },
};

/** Alt+↓ on a shown row moves it down one place; the move is announced. */
export const ReorderByKeyboard: Story = {
  play: async () => {
    const { shown } = await lists();
    within(shown).getAllByRole('row')[0]?.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(rowNames(shown).slice(0, 2)).toEqual([expect.stringContaining('货主'), expect.stringContaining('入库单号')]));
    await waitFor(() => expect(within(shown.parentElement ?? shown).getByRole('status')).toHaveTextContent('已移动到第 2 位'));
  },
};

/** A width typed in px is what apply saves (as a string, with the new order numbers). */
export const WidthEdit: Story = {
  play: async ({ args }) => {
    await lists();
    const width = page().getByRole('textbox', { name: '货主 宽度（px）' });
    await userEvent.clear(width);
    await userEvent.type(width, '2x40');
    await expect(width).toHaveValue('240');
    await userEvent.click(page().getByRole('button', { name: '应用' }));
    await waitFor(() => expect(savedCalls(args.onCall)).toHaveLength(1));
    const [call] = savedCalls(args.onCall);
    await expect(call?.columns[1]).toMatchObject({ code: 'storerkey', width: '240', sort_num: 2 });
  },
};

/** A cleared width is refused with the catalogued message naming the line; nothing is sent. */
export const ValidationMissingField: Story = {
  play: async ({ args }) => {
    await lists();
    await userEvent.clear(page().getByRole('textbox', { name: '状态 宽度（px）' }));
    await userEvent.click(page().getByRole('button', { name: '应用' }));
    await expect(await page().findByText('请完善第[3]行的[字段编码]/[字段名称]/字段宽度')).toBeInTheDocument();
    await expect(savedCalls(args.onCall)).toHaveLength(0);
    await expect(await dialog()).toBeInTheDocument();
  },
};

/** A server config holding the same code twice: showing both is refused as a duplicate code. */
export const ValidationDuplicateCode: Story = {
  args: {
    defaults: {
      ...DEFAULTS,
      tableHiding: [{ code: 'storerkey', name: '货主（旧）', width: '100', type: 10402, issearch: 1 }, ...DEFAULTS.tableHiding],
    },
  },
  play: async ({ args }) => {
    const { hidden } = await lists();
    await userEvent.click(within(hidden).getByText('货主（旧）'));
    await userEvent.click(page().getByRole('button', { name: '显示所选' }));
    await userEvent.click(page().getByRole('button', { name: '应用' }));
    await expect(await page().findByText('行存在重复的字段编码')).toBeInTheDocument();
    await expect(page().getByText('字段编码 storerkey 重复（第 2, 8 行）')).toBeInTheDocument();
    await expect(savedCalls(args.onCall)).toHaveLength(0);
  },
};

/** Apply in the display tab saves type 10002, says 'display config saved' and closes. */
export const SaveDisplaySuccess: Story = {
  play: async ({ args }) => {
    const { shown } = await lists();
    within(shown).getAllByRole('row')[2]?.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await userEvent.click(page().getByRole('button', { name: '应用' }));
    await expect(await page().findByText('显示配置已保存')).toBeInTheDocument();
    await expect(savedCalls(args.onCall).map((c) => c.type)).toEqual([10002]);
    await expect(args.onApplied).toHaveBeenCalledWith([10002]);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Apply in the export tab saves type 10003 and says 'export config saved'. */
export const SaveExportSuccess: Story = {
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('tab', { name: '导出配置' }));
    await userEvent.click(page().getByRole('button', { name: '应用' }));
    await expect(await page().findByText('导出配置已保存')).toBeInTheDocument();
    await expect(savedCalls(args.onCall).map((c) => c.type)).toEqual([10003]);
    await expect(args.onApplied).toHaveBeenCalledWith([10003]);
  },
};

/** Reset in the display tab restores the server's defaults (type 10002) and shows them. */
export const ResetDisplay: Story = {
  args: { saved: SAVED },
  play: async ({ args }) => {
    const { shown } = await lists();
    await expect(within(shown).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(page().getByRole('button', { name: '恢复默认' }));
    await expect(await page().findByText('已恢复默认显示配置')).toBeInTheDocument();
    await expect(args.onCall).toHaveBeenCalledWith({ kind: 'reset', type: 10002 });
    await waitFor(async () => expect(within((await lists()).shown).getAllByRole('row')).toHaveLength(7));
    await expect(await dialog()).toBeInTheDocument();
  },
};

/** Reset in the export tab restores the export defaults (type 10003). */
export const ResetExport: Story = {
  args: { saved: SAVED },
  play: async ({ args }) => {
    await userEvent.click(await page().findByRole('tab', { name: '导出配置' }));
    await expect(within((await lists()).shown).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(page().getByRole('button', { name: '恢复默认' }));
    await expect(await page().findByText('已恢复默认导出配置')).toBeInTheDocument();
    await expect(args.onCall).toHaveBeenCalledWith({ kind: 'reset', type: 10003 });
    await waitFor(async () => expect(within((await lists()).shown).getAllByRole('row')).toHaveLength(11));
  },
};

/** A refused save keeps the dialog open with the user's edits, and says why. */
export const SaveFailure: Story = {
  args: { switches: { failSave: '数据库繁忙，请稍后再试' } },
  play: async ({ args }) => {
    const { hidden, shown } = await lists();
    await userEvent.click(within(hidden).getByText('仓库'));
    await userEvent.click(page().getByRole('button', { name: '显示所选' }));
    await userEvent.click(page().getByRole('button', { name: '应用' }));
    await expect(await page().findByText('保存失败，修改已保留：数据库繁忙，请稍后再试')).toBeInTheDocument();
    await expect(rowNames(shown).at(-1)).toContain('仓库');
    await expect(args.onApplied).not.toHaveBeenCalled();
    await expect(await dialog()).toBeInTheDocument();
  },
};

/** While the configuration loads. */
export const Loading: Story = {
  args: { switches: { latency: Number.POSITIVE_INFINITY } },
  play: async () => {
    await expect(await page().findByText('正在加载列配置…')).toBeInTheDocument();
    await expect(page().getByRole('button', { name: '应用' })).toBeDisabled();
  },
};

/** The load failed: the server's text, and a retry that loads again. */
export const LoadFailure: Story = {
  args: { switches: { failLoad: '列配置不存在' } },
  play: async ({ args }) => {
    await expect(await page().findByText('列配置加载失败：列配置不存在')).toBeInTheDocument();
    await expect(page().getByRole('button', { name: '应用' })).toBeDisabled();
    await userEvent.click(page().getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.onCall).toHaveBeenCalledTimes(2));
    await expect(args.onCall).toHaveBeenLastCalledWith({ kind: 'load' });
  },
};

/** Keyboard only, no programmatic focus: open from the settings button, Tab to the shown list, reorder, Tab to apply, save; focus returns. */
export const KeyboardOnly: Story = {
  args: { startOpen: false },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '⚙' });
    for (let i = 0; i < 5 && document.activeElement !== opener; i += 1) await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const { shown } = await lists();
    // Tab from wherever the dialog put focus until a row of the shown list has it.
    for (let i = 0; i < 20 && !shown.contains(document.activeElement); i += 1) await userEvent.tab();
    await expect(document.activeElement?.getAttribute('role')).toBe('row');
    await expect(document.activeElement?.textContent).toContain('入库单号');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const apply = page().getByRole('button', { name: '应用' });
    for (let i = 0; i < 40 && document.activeElement !== apply; i += 1) await userEvent.tab();
    await expect(apply).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByText('显示配置已保存')).toBeInTheDocument();
    const [call] = savedCalls(args.onCall);
    await expect(call?.columns.map((c) => c.code).slice(0, 2)).toEqual(['storerkey', 'receiptkey']);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** English, display tab. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { defaults: receiptColumnConfig('en') },
  play: async () => {
    await expect(await page().findByRole('tab', { name: 'Display config' })).toBeInTheDocument();
    await expect(page().getByRole('button', { name: 'Reset to default' })).toBeInTheDocument();
    await expect(page().getByRole('textbox', { name: 'Width of Owner (px)' })).toHaveValue('120');
  },
};

/** English catalogue messages: a missing width, then a duplicate code. */
export const EnglishValidation: Story = {
  globals: { locale: 'en' },
  args: {
    defaults: (() => {
      const en = receiptColumnConfig('en');
      return { ...en, tableHiding: [{ code: 'status', name: 'Status (old)', width: '100', type: 10402, issearch: 1 }, ...en.tableHiding] };
    })(),
  },
  play: async () => {
    const { hidden } = await lists();
    await userEvent.clear(page().getByRole('textbox', { name: 'Width of Owner (px)' }));
    await userEvent.click(page().getByRole('button', { name: 'Apply' }));
    await expect(await page().findByText('Please complete [Field code]/[field name]/field width in line [2]')).toBeInTheDocument();
    await userEvent.type(page().getByRole('textbox', { name: 'Width of Owner (px)' }), '150');
    await userEvent.click(within(hidden).getByText('Status (old)'));
    await userEvent.click(page().getByRole('button', { name: 'Show selected' }));
    await userEvent.click(page().getByRole('button', { name: 'Apply' }));
    await expect(await page().findByText('Line has duplicate field Code')).toBeInTheDocument();
  },
};
