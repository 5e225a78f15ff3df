import { createRef, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, createI18n, type Language } from '@wms/ui-core';
import { GRID_NAMESPACE, gridCatalogue } from '../../i18n/catalogue';
import type { SheetColumn, SheetRow, SheetSaveChange } from '../../hooks/useSheetGrid';
import { CELL_TEXT_LIMIT } from '../../model/format';
import type { CellError } from '../../model/validation';
import { SheetGrid, type SheetGridHandle } from './SheetGrid';
import { receiptLineColumns, receiptLines } from './SheetGrid.fixtures';

const SEP = '\u001f';

function renderSheet({ language = 'zh', onSave, saveButton, onErrorsChange }: { language?: Language; onSave?: (changes: SheetSaveChange[]) => Promise<void>; saveButton?: boolean; onErrorsChange?: (errors: CellError[]) => void } = {}) {
  const i18n = createI18n({ language, catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
  const ref = createRef<SheetGridHandle>();
  const onRowsChange = jest.fn<undefined, [SheetRow[]]>();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>{children}</ThemeProvider>
      </I18nextProvider>
    );
  }
  const user = userEvent.setup();
  const view = render(
    <SheetGrid ref={ref} columns={receiptLineColumns(language)} defaultRows={receiptLines(5)} onRowsChange={onRowsChange} {...(onSave ? { onSave } : {})} {...(saveButton === undefined ? {} : { saveButton })} {...(onErrorsChange ? { onErrorsChange } : {})} />,
    { wrapper: Providers },
  );
  const cell = (rowKey: string, column: string) => {
    const found = view.container.querySelector<HTMLElement>(`[data-cell="${rowKey}${SEP}${column}"]`);
    if (!found) throw new Error(`no cell ${rowKey}.${column}`);
    return found;
  };
  return { user, ref, cell, onRowsChange };
}

describe('SheetGrid', () => {
  it('without its Save button still saves through the ref (a host that saves as part of its own action)', async () => {
    const onSave = jest.fn<Promise<void>, [SheetSaveChange[]]>().mockResolvedValue(undefined);
    const { user, ref, cell } = renderSheet({ onSave, saveButton: false });
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    await user.click(cell('L1', 'lot'));
    await user.keyboard('{F2}');
    const input = within(cell('L1', 'lot')).getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'LOT_R{Enter}');
    await user.keyboard('{Escape}');
    await expect(ref.current?.save()).resolves.toBe(true);
    expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ rowKey: 'L1', changes: { lot: 'LOT_R' } })]);
  });

  it('is a grid with a header row and one row per line, and one tab stop', () => {
    const { cell } = renderSheet();
    const grid = screen.getByRole('grid', { name: '可编辑表格' });
    expect(grid).toHaveAttribute('aria-rowcount', '6');
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(within(grid).getByRole('columnheader', { name: /已收数量/ })).toBeInTheDocument();
    expect(cell('L1', 'sku')).toHaveAttribute('tabindex', '0');
    expect(cell('L2', 'lot')).toHaveAttribute('tabindex', '-1');
    expect(cell('L1', 'qtyexpected')).toHaveAttribute('aria-readonly', 'true');
  });

  it('arrows move the focus; F2 edits; Enter commits and moves on by tab index; Esc cancels', async () => {
    const { user, cell } = renderSheet();
    await user.click(cell('L1', 'lot'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => { expect(cell('L2', 'lot')).toHaveFocus(); });
    await user.keyboard('{F2}');
    const input = within(cell('L2', 'lot')).getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'LOT_X');
    await user.keyboard('{Enter}');
    await waitFor(() => { expect(within(cell('L2', 'qtyreceived')).getByRole('textbox')).toHaveFocus(); });
    expect(cell('L2', 'lot')).toHaveTextContent('LOT_X');
    await user.type(within(cell('L2', 'qtyreceived')).getByRole('textbox'), '99');
    await user.keyboard('{Escape}');
    await waitFor(() => { expect(cell('L2', 'qtyreceived')).toHaveFocus(); });
    expect(cell('L2', 'qtyreceived')).toHaveTextContent('8');
  });

  it('typing on a focused cell starts editing with that character', async () => {
    const { user, cell } = renderSheet();
    await user.click(cell('L3', 'remark'));
    await user.keyboard('急');
    await waitFor(() => { expect(within(cell('L3', 'remark')).getByRole('textbox')).toHaveValue('急'); });
  });

  it('validate() returns every error and marks the cells', async () => {
    const { user, ref, cell } = renderSheet({ language: 'en' });
    await user.dblClick(cell('L1', 'lot'));
    await user.clear(within(cell('L1', 'lot')).getByRole('textbox'));
    await user.type(within(cell('L1', 'lot')).getByRole('textbox'), 'bad lot');
    await user.keyboard('{Enter}{Escape}');
    let errors: ReturnType<SheetGridHandle['validate']> = [];
    await waitFor(() => { errors = ref.current?.validate() ?? []; expect(errors).toHaveLength(1); });
    expect(errors[0]).toMatchObject({ rowKey: 'L1', column: 'lot', code: 'pattern' });
    await waitFor(() => { expect(cell('L1', 'lot')).toHaveAccessibleDescription(/Lot may hold letters, digits and underscores only/); });
    expect(screen.getByRole('alert')).toHaveTextContent('Data input error, please check and save again! (1)');
  });

  it('reports the errors it records as cells are committed and undone, without a validate()', async () => {
    const onErrorsChange = jest.fn<undefined, [CellError[]]>();
    const { user, cell } = renderSheet({ language: 'en', onErrorsChange });
    // Nothing recorded at mount is not reported.
    expect(onErrorsChange).not.toHaveBeenCalled();
    await user.dblClick(cell('L2', 'lot'));
    await user.clear(within(cell('L2', 'lot')).getByRole('textbox'));
    await user.type(within(cell('L2', 'lot')).getByRole('textbox'), 'bad lot');
    await user.keyboard('{Enter}{Escape}');
    await waitFor(() => { expect(onErrorsChange).toHaveBeenLastCalledWith([expect.objectContaining({ rowKey: 'L2', column: 'lot', code: 'pattern' })]); });
    await user.click(cell('L3', 'remark'));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => { expect(onErrorsChange).toHaveBeenLastCalledWith([]); });
  });

  it('a failed save keeps the edit dirty and says why; the retry saves it', async () => {
    const onSave = jest.fn<Promise<void>, [SheetSaveChange[]]>().mockRejectedValueOnce(new Error('库位已锁定')).mockResolvedValueOnce(undefined);
    const { user, cell } = renderSheet({ onSave });
    await user.dblClick(cell('L1', 'remark'));
    await user.type(within(cell('L1', 'remark')).getByRole('textbox'), '复核');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => { expect(screen.getByRole('alert')).toHaveTextContent('保存失败，修改已保留：库位已锁定'); });
    expect(cell('L1', 'remark')).toHaveAccessibleDescription('已修改，未保存');
    expect(screen.getByText('1 处未保存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => { expect(screen.getByText('已保存 1 处修改')).toBeInTheDocument(); });
    expect(cell('L1', 'remark')).not.toHaveAccessibleDescription('已修改，未保存');
    expect(onSave).toHaveBeenLastCalledWith([expect.objectContaining({ rowKey: 'L1', changes: { remark: '复核' } })]);
  });

  it('Alt+↓ on a drag handle moves the row down and announces it', async () => {
    const { user, onRowsChange } = renderSheet();
    screen.getByRole('button', { name: /移动第 1 行/ }).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(onRowsChange).toHaveBeenLastCalledWith(expect.arrayContaining([expect.objectContaining({ id: 'L2' })]));
    expect(onRowsChange.mock.lastCall?.[0].map((r) => r.id)).toEqual(['L2', 'L1', 'L3', 'L4', 'L5']);
    expect(screen.getByText('已将第 1 行移动到第 2 行')).toBeInTheDocument();
  });

  describe('errors known up front (defaultErrors) and saves that judge only the edited rows', () => {
    /** The host's checker found these; the grid's own rules would pass both cells. */
    const known: CellError[] = [
      { rowKey: 'L1', column: 'lot', code: 'custom', message: 'Lot LOT001 is closed' },
      { rowKey: 'L4', column: 'lot', code: 'custom', message: 'Lot LOT004 is closed' },
    ];

    /** The receipt columns with the lot's rule counting the rows it judges. */
    function countingColumns() {
      const judged: string[] = [];
      const columns = receiptLineColumns('en').map((column): SheetColumn => (column.code === 'lot'
        ? { ...column, rules: [{ validator: (value: unknown, row: SheetRow) => { judged.push(String(row.id)); return typeof value === 'string' && !value.startsWith('bad') ? true : 'bad lot'; } }] }
        : column));
      return { columns, judged };
    }

    function renderWithKnown() {
      const i18n = createI18n({ language: 'en', catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
      const ref = createRef<SheetGridHandle>();
      const onSave = jest.fn<Promise<void>, [SheetSaveChange[]]>().mockResolvedValue(undefined);
      const onErrorsChange = jest.fn<undefined, [CellError[]]>();
      const { columns, judged } = countingColumns();
      const view = render(
        <I18nextProvider i18n={i18n}>
          <ThemeProvider>
            <SheetGrid ref={ref} columns={columns} defaultRows={receiptLines(5)} defaultErrors={known} validateOnSave="edited" onSave={onSave} onErrorsChange={onErrorsChange} />
          </ThemeProvider>
        </I18nextProvider>,
      );
      const cell = (rowKey: string, column: string) => {
        const found = view.container.querySelector<HTMLElement>(`[data-cell="${rowKey}${SEP}${column}"]`);
        if (!found) throw new Error(`no cell ${rowKey}.${column}`);
        return found;
      };
      const editTo = async (rowKey: string, column: string, text: string) => {
        await user.dblClick(cell(rowKey, column));
        const input = within(cell(rowKey, column)).getByRole('textbox');
        await user.clear(input);
        await user.type(input, text);
        await user.keyboard('{Enter}{Escape}');
      };
      const user = userEvent.setup();
      return { ref, cell, editTo, onSave, onErrorsChange, judged };
    }

    it('shows them on their cells as validate() would, and reports them at mount', () => {
      const { cell, onErrorsChange, judged } = renderWithKnown();
      expect(cell('L1', 'lot')).toHaveAttribute('aria-invalid', 'true');
      expect(cell('L1', 'lot')).toHaveAccessibleDescription('Lot LOT001 is closed');
      expect(cell('L4', 'lot')).toHaveAccessibleDescription('Lot LOT004 is closed');
      expect(cell('L2', 'lot')).not.toHaveAttribute('aria-invalid');
      expect(onErrorsChange).toHaveBeenCalledTimes(1);
      expect(onErrorsChange).toHaveBeenCalledWith(known);
      // Nothing was judged to show them.
      expect(judged).toEqual([]);
    });

    it('save refuses while an untouched row keeps its error, judging only the edited row; passes once an edit fixes it', async () => {
      const { ref, cell, editTo, onSave, onErrorsChange, judged } = renderWithKnown();
      // An edit that fixes L1's lot clears the error recorded on it.
      await editTo('L1', 'lot', 'LOT_NEW');
      await waitFor(() => { expect(cell('L1', 'lot')).not.toHaveAttribute('aria-invalid'); });
      await editTo('L2', 'remark', 'checked');
      judged.length = 0;
      let saved: boolean | undefined;
      await act(async () => { saved = await ref.current?.save(); });
      expect(saved).toBe(false);
      expect(onSave).not.toHaveBeenCalled();
      // Only the edited rows were judged; the untouched L4 kept its error, which blocks the save.
      expect([...new Set(judged)].sort()).toEqual(['L1', 'L2']);
      expect(cell('L4', 'lot')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent('(1)');
      expect(onErrorsChange).toHaveBeenLastCalledWith([known[1]]);
      await editTo('L4', 'lot', 'LOT_OPEN');
      await waitFor(() => { expect(cell('L4', 'lot')).not.toHaveAttribute('aria-invalid'); });
      judged.length = 0;
      await act(async () => { saved = await ref.current?.save(); });
      expect(saved).toBe(true);
      expect([...new Set(judged)].sort()).toEqual(['L1', 'L2', 'L4']);
      expect(onSave).toHaveBeenCalledWith([
        expect.objectContaining({ rowKey: 'L1', changes: { lot: 'LOT_NEW' } }),
        expect.objectContaining({ rowKey: 'L2', changes: { remark: 'checked' } }),
        expect.objectContaining({ rowKey: 'L4', changes: { lot: 'LOT_OPEN' } }),
      ]);
    });

    it('save refuses an edit its rules reject, as a commit does', async () => {
      const { ref, cell, editTo, onSave } = renderWithKnown();
      await editTo('L4', 'lot', 'bad lot');
      await waitFor(() => { expect(cell('L4', 'lot')).toHaveAccessibleDescription(/bad lot/); });
      let saved: boolean | undefined;
      await act(async () => { saved = await ref.current?.save(); });
      expect(saved).toBe(false);
      expect(onSave).not.toHaveBeenCalled();
    });
  });

  it('a scroll step renders only the rows that came into view: the rows shown before are memoised', async () => {
    // Each cell's text goes through its column's format: counting the calls counts the cells rendered.
    const formatted: string[] = [];
    const columns = receiptLineColumns('en').map((column): SheetColumn => (column.code === 'uom' && column.format
      ? { ...column, format: (value, row) => { formatted.push(String(row.id)); return column.format?.(value, row) ?? ''; } }
      : column));
    const i18n = createI18n({ language: 'en', catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
    const view = render(
      <I18nextProvider i18n={i18n}><ThemeProvider><SheetGrid columns={columns} defaultRows={receiptLines(300)} pageSize={false} height={300} /></ThemeProvider></I18nextProvider>,
    );
    const shown = () => [...view.container.querySelectorAll('[role="row"][data-row-key]')].map((row) => row.getAttribute('data-row-key'));
    const before = shown();
    expect(before.length).toBeLessThan(30);
    const grid = screen.getByRole('grid');
    // jsdom neither lays out nor scrolls: the grid reads a scroll position the test sets.
    let top = 0;
    Object.defineProperty(grid, 'scrollTop', { configurable: true, get: () => top });
    formatted.length = 0;
    top = 3 * 30;
    // No user-event scrolls an element; the scroll event is what the grid listens to.
    fireEvent.scroll(grid);
    await waitFor(() => { expect(shown()).not.toEqual(before); });
    const entered = shown().filter((key) => !before.includes(key));
    expect(entered).toHaveLength(3);
    expect(formatted.sort()).toEqual([...entered].sort());
  });

  it('shows at most CELL_TEXT_LIMIT characters of a long value, and the editor and the save keep it whole', async () => {
    const long = 'x'.repeat(32_767);
    const onSave = jest.fn<Promise<void>, [SheetSaveChange[]]>().mockResolvedValue(undefined);
    const i18n = createI18n({ language: 'zh', catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
    const ref = createRef<SheetGridHandle>();
    const rows = receiptLines(2).map((row, i) => (i === 0 ? { ...row, lot: long } : row));
    const view = render(
      <I18nextProvider i18n={i18n}><ThemeProvider><SheetGrid ref={ref} columns={receiptLineColumns('zh')} defaultRows={rows} onSave={onSave} /></ThemeProvider></I18nextProvider>,
    );
    const lot = view.container.querySelector<HTMLElement>(`[data-cell="L1${SEP}lot"]`);
    if (!lot) throw new Error('no lot cell');
    expect(lot.textContent).toBe(`${'x'.repeat(CELL_TEXT_LIMIT)}…`);
    const user = userEvent.setup();
    await user.click(lot);
    await user.keyboard('{F2}');
    expect(within(lot).getByRole('textbox')).toHaveValue(long);
    await user.keyboard('{End}y{Enter}{Escape}');
    await expect(ref.current?.save()).resolves.toBe(true);
    expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ rowKey: 'L1', changes: { lot: `${long}y` } })]);
  });
});
