import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ImportTemplateInfo, ImportTemplateSummary } from '@wms/api';
import { ensureImportCatalogue } from './i18n/catalogue';
import { formulaKey } from './model/sheetErrors';
import { ImportView, type ImportPhase, type ImportPreviewData } from './ImportView';
import type { ParsedSheet } from './model/checks';

const TEMPLATES: ImportTemplateSummary[] = [
  { templatecode: 'IMP_SKU', name: '商品导入', targettable: 'sku', sheettype: '1' },
  { templatecode: 'IMP_ASN', name: '入库单导入', targettable: 'receipt', sheettype: '2' },
];
const INFO: ImportTemplateInfo = {
  templatecode: 'IMP_SKU', name: '商品导入', targettable: 'sku', sheettype: '1', startrow: 2,
  sheets: [{ menuCode: 'sku', fields: [
    { code: 'storerkey', zh: '货主', en: 'Owner', required: true, kind: 'text' },
    { code: 'sku', zh: '商品编码', en: 'SKU', required: true, kind: 'text' },
    { code: 'descr', zh: '商品名称', en: 'Description', required: true, kind: 'text' },
    { code: 'price', zh: '单价', en: 'Price', required: false, kind: 'number' },
  ] }],
};

/** 30 rows read from items.xlsx: row 3 has a price that is no number, row 6 no name, row 8 a formula. */
function sheet(): ParsedSheet {
  const rows = Array.from({ length: 30 }, (_v, i) => ({
    storerkey: 'OW001',
    sku: `SKU${String(i + 1).padStart(4, '0')}`,
    descr: i === 4 ? '' : `商品 ${String(i + 1)}`,
    price: i === 1 ? '十二元' : String(((i * 7) % 40) + 0.5),
  }));
  const row7 = rows[6];
  if (row7) row7.descr = '2';
  return {
    name: 'items.xlsx', fields: ['storerkey', 'sku', 'descr', 'price'], rows, lines: rows.map((_r, i) => i + 2),
    errors: [{ row: 1, field: 'price', key: 'number' }, { row: 4, field: 'descr', key: 'required' }, { row: 6, field: 'descr', key: 'formula' }],
  };
}

type State = 'idle' | 'reading' | 'refused' | 'preview' | 'blocked' | 'uploading' | 'committing' | 'writing' | 'cancelling' | 'done' | 'doneRefused' | 'failed' | 'cancelled' | 'noTemplates';

function phaseOf(state: State, en: boolean): ImportPhase {
  const file = 'items.xlsx';
  switch (state) {
    case 'reading': return { kind: 'reading', file, done: 1200, total: 2000 };
    case 'refused': return { kind: 'refused', file, message: en ? 'The sheet type does not match the import configuration: the template expects one sheet, the file has 2 sheets' : '工作表类型与导入配置不符：模板要求单工作表，文件有 2 个工作表' };
    case 'preview': return { kind: 'preview', file };
    case 'blocked': return { kind: 'preview', file, blocked: en ? '3 cells still have errors: fix them first' : '还有 3 个单元格有错误，请先修正' };
    case 'uploading': return { kind: 'sending', file, sent: 0.4 };
    case 'committing': return { kind: 'sending', file, sent: 1 };
    // The server's job writing its batches (progress from the live feed), with its cancel.
    case 'writing': return { kind: 'sending', file, sent: 1, job: { done: 42_000, total: 100_000, written: 41_997 } };
    case 'cancelling': return { kind: 'sending', file, sent: 1, job: { done: 42_000, total: 100_000, written: 41_997, cancelling: true } };
    case 'cancelled': return { kind: 'cancelled', file, message: en ? 'Import cancelled: 43,997 of 100,000 rows written, the rest not' : '导入已取消：已写入 43997 / 100000 行，其余未写入' };
    case 'doneRefused': return { kind: 'done', file, message: en ? 'Import complete: 28 rows; 2 rows refused by the rules come back in the error file' : '导入完成，共 28 行；2 行未通过校验，已退回错误文件', batch: 'IMP20260615093000002', target: { path: '/app/sku', title: en ? 'Items' : '商品' }, refused: 2 };
    case 'done': return { kind: 'done', file, message: en ? 'Import complete: 30 rows' : '导入完成，共 30 行', batch: 'IMP20260615093000001', target: { path: '/app/sku', title: en ? 'Items' : '商品' } };
    case 'failed': return { kind: 'failed', file, message: en ? 'Row 12: The SKU already exists' : '第 12 行：商品编码已存在' };
    default: return { kind: 'idle' };
  }
}

/** The import page's view in one state, its preview editable as on the page. */
function Screen({ state }: { state: State }) {
  const { i18n } = useTranslation();
  ensureImportCatalogue(i18n);
  const en = i18n.language === 'en';
  const [preview, setPreview] = useState<ImportPreviewData>(() => {
    const read = sheet();
    return { info: INFO, sheets: [read], original: [read], formulas: [new Set([formulaKey(6, 'descr')])] };
  });
  const withPreview = ['preview', 'blocked', 'uploading', 'committing', 'failed'].includes(state);
  return (
    <MemoryRouter>
      <ImportView
        title={en ? 'Custom import' : '自定义导入'}
        templates={state === 'noTemplates' ? [] : TEMPLATES}
        templateCode="IMP_SKU"
        onTemplate={() => undefined}
        info={INFO}
        onDownloadTemplate={() => undefined}
        onFile={() => undefined}
        phase={phaseOf(state, en)}
        {...(withPreview ? { preview } : {})}
        onSheetRows={(index, rows) => { setPreview((p) => ({ ...p, sheets: p.sheets.map((s, i) => (i === index ? { ...s, rows } : s)) })); }}
        onImport={() => undefined}
        onReset={() => undefined}
        onErrorFile={() => undefined}
        onCancel={() => undefined}
        gridHeight={260}
      />
    </MemoryRouter>
  );
}

const meta = { title: 'wms/Import', component: Screen, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = { globals: { locale: 'en' } };
export const ChooseFile: Story = { args: { state: 'idle' } };
export const ChooseFileEnglish: Story = { args: { state: 'idle' }, ...en };
export const Reading: Story = { args: { state: 'reading' } };
export const Refused: Story = { args: { state: 'refused' } };
export const RefusedEnglish: Story = { args: { state: 'refused' }, ...en };

/** The three bad cells are marked and listed by line; fixing one in place takes it off the list. */
export const PreviewWithErrors: Story = {
  args: { state: 'preview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: '错误列表' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '第 3 行 · 单价：必须是数字', '第 6 行 · 商品名称：必填', '第 8 行 · 商品名称：不接受公式，请填写值',
    ]));
    await expect(canvasElement.querySelectorAll('[role="gridcell"][aria-invalid="true"]')).toHaveLength(3);
  },
};
export const PreviewWithErrorsEnglish: Story = { args: { state: 'preview' }, ...en };

/** The preview's cell of a row index and field, once the grid shows it. */
const cellOf = (root: HTMLElement, row: number, field: string) => waitFor(() => {
  const found = root.querySelector<HTMLElement>(`[data-cell="${String(row)}\u001f${field}"]`);
  if (!found) throw new Error(`no cell ${String(row)} ${field}`);
  return found;
});

/** Opens the cell's editor by keyboard, replaces its text and commits with Enter. */
async function typeInto(root: HTMLElement, cell: HTMLElement, text: string) {
  await userEvent.click(cell);
  await userEvent.keyboard('{Enter}');
  const editor = await waitFor(() => {
    const input = root.querySelector<HTMLInputElement>('[role="grid"] input');
    if (!input) throw new Error('no editor');
    return input;
  });
  await userEvent.clear(editor);
  await userEvent.type(editor, `${text}{Enter}`);
}

export const FixInPlace: Story = {
  args: { state: 'preview' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = await cellOf(canvasElement, 1, 'price');
    await typeInto(canvasElement, cell, '12');
    await waitFor(() => expect(cell).not.toHaveAttribute('aria-invalid'));
    const list = canvas.getByRole('region', { name: '错误列表' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getByText('2 个单元格有错误，请在表格中直接修改')).toBeVisible();
  },
};

/**
 * A formula cell stays refused whenever it holds the value the file had cached (the value must be
 * written, not the formula's result kept), also in a row with other edits.
 */
export const FormulaKeptRefused: Story = {
  args: { state: 'preview' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const descr = await cellOf(canvasElement, 6, 'descr');
    const price = await cellOf(canvasElement, 6, 'price');
    const list = canvas.getByRole('region', { name: '错误列表' });
    const formulaLine = '第 8 行 · 商品名称：不接受公式，请填写值';
    await typeInto(canvasElement, descr, '商品 7');
    await waitFor(() => expect(descr).not.toHaveAttribute('aria-invalid'));
    await typeInto(canvasElement, price, '9');
    await waitFor(() => expect(price).toHaveAttribute('data-dirty'));
    await typeInto(canvasElement, descr, '2');
    await waitFor(() => expect(descr).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toContain(formulaLine));
  },
};

export const Blocked: Story = { args: { state: 'blocked' } };
export const Uploading: Story = { args: { state: 'uploading' } };
export const Committing: Story = { args: { state: 'committing' } };
export const CommittingEnglish: Story = { args: { state: 'committing' }, ...en };
export const Done: Story = { args: { state: 'done' } };
export const DoneEnglish: Story = { args: { state: 'done' }, ...en };
export const Failed: Story = { args: { state: 'failed' } };
export const FailedEnglish: Story = { args: { state: 'failed' }, ...en };
export const NoTemplates: Story = { args: { state: 'noTemplates' } };
/** The server writes the import as a job: its progress over the live feed, and a cancel (issue 38). */
export const Writing: Story = {
  args: { state: 'writing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('正在写入：42,000 / 100,000 行（已写入 41,997 行）')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取消导入' })).toBeEnabled();
  },
};
export const WritingEnglish: Story = {
  args: { state: 'writing' },
  ...en,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Writing: 42,000 of 100,000 rows (41,997 written)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel import' })).toBeEnabled();
  },
};
export const Cancelling: Story = {
  args: { state: 'cancelling' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '取消导入' })).toBeDisabled();
  },
};
export const CancellingEnglish: Story = { args: { state: 'cancelling' }, ...en };
export const Cancelled: Story = { args: { state: 'cancelled' } };
export const CancelledEnglish: Story = { args: { state: 'cancelled' }, ...en };
/** Done, with rows the server's rules refused: they come back in the error file. */
export const DoneWithRefusedRows: Story = {
  args: { state: 'doneRefused' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '下载错误文件' })).toBeEnabled();
  },
};
export const DoneWithRefusedRowsEnglish: Story = { args: { state: 'doneRefused' }, ...en };
