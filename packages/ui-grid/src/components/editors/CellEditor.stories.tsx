import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TYPOGRAPHY } from '@wms/ui-core';
import { fieldsOf, type CellEditorConfig } from '../../model/editors';
import type { GridOption } from '../../model/types';
import { RECEIPT_STATUS_OPTIONS } from '../../testing';
import { HOLD_REASONS, loadDictionary, lookupSku } from '../SheetGrid/SheetGrid.fixtures';
import { CellEditor } from './CellEditor';

interface HarnessProps {
  editor: CellEditorConfig;
  initial: unknown;
  label: string;
  width?: number;
  loadDictionary?: (code: string) => Promise<readonly GridOption[]>;
  onFields: (fields: Record<string, unknown>) => void;
}

/** One editor in a 30 px cell, with the fields it would write into the row shown below it. */
function Harness({ editor, initial, label, width = 180, loadDictionary: load, onFields }: HarnessProps) {
  const [value, setValue] = useState<unknown>(initial);
  const fields = fieldsOf('field', editor, value);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ width, height: 30, border: '1px solid #c9d1d9' }}>
        <CellEditor editor={editor} value={value} label={label} width={width} onChange={(next) => { setValue(next); onFields(fieldsOf('field', editor, next)); }} {...(load ? { loadDictionary: load } : {})} />
      </div>
      <output data-testid="fields" style={{ fontFamily: TYPOGRAPHY.fontFamilyMono, fontSize: 12 }}>{JSON.stringify(fields)}</output>
    </div>
  );
}

const meta = {
  title: 'ui-grid/Editors',
  component: Harness,
  args: { onFields: fn(), label: '编辑备注（第 1 行）' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldsText = (root: HTMLElement) => within(root).getByTestId('fields');

/** Text: a string per column field. */
export const TextEditor: Story = {
  args: { editor: { kind: 'text' }, initial: '外箱' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '编辑备注（第 1 行）' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, '破损');
    await expect(args.onFields).toHaveBeenLastCalledWith({ field: '外箱破损' });
  },
};

/** Select from a list: stores the code, shows the description. */
export const SelectFromList: Story = {
  args: { editor: { kind: 'select', source: { kind: 'list', options: RECEIPT_STATUS_OPTIONS } }, initial: '0', label: '编辑状态（第 1 行）' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /编辑状态/ });
    await expect(trigger).toHaveTextContent('新建');
    await userEvent.click(trigger);
    await userEvent.click(await within(document.body).findByRole('option', { name: /收货完成/ }));
    await expect(args.onFields).toHaveBeenLastCalledWith({ field: '11' });
  },
};

/** Select from a dictionary, named by its dictionaryCode and dictionaryName (here 'UOM', 计量单位). */
export const SelectFromDictionary: Story = {
  args: { editor: { kind: 'select', source: { kind: 'dictionary', dictionaryCode: 'UOM', dictionaryName: '计量单位' } }, initial: 'EA', label: '编辑计量单位（第 1 行）', loadDictionary },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /编辑计量单位/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /箱/ }));
    await expect(args.onFields).toHaveBeenLastCalledWith({ field: 'CS' });
  },
};

/** A dictionary that cannot be loaded: the editor says so and offers a retry. */
export const DictionaryLoadFailed: Story = {
  args: { editor: { kind: 'select', source: { kind: 'dictionary', dictionaryCode: 'NOPE', dictionaryName: '未知字典' } }, initial: '', label: '编辑计量单位（第 1 行）', loadDictionary },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '重新加载选项' })).toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: /编辑计量单位/ })).toHaveTextContent('选项加载失败');
  },
};

/** Select from the rows a supplied function returns. */
export const SelectFromFunction: Story = {
  args: { editor: { kind: 'select', source: { kind: 'rows', load: () => Promise.resolve(HOLD_REASONS) } }, initial: '', label: '编辑冻结原因（第 1 行）' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /编辑冻结原因/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /待质检/ }));
    await expect(args.onFields).toHaveBeenLastCalledWith({ field: 'QC' });
  },
};

/** Date: 'yyyy-MM-dd', typed segment by segment or picked in the calendar. */
export const DateEditor: Story = {
  args: { editor: { kind: 'date' }, initial: '2026-06-15', label: '编辑有效期（第 1 行）' },
  play: async ({ canvasElement, args }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await waitFor(() => expect(segments[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onFields).toHaveBeenLastCalledWith({ field: '2027-06-15' });
  },
};

/** Switch: the strings "1" and "0". */
export const SwitchEditor: Story = {
  args: { editor: { kind: 'switch' }, initial: '0', label: '编辑需质检（第 1 行）' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: /编辑需质检/ });
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onFields).toHaveBeenLastCalledWith({ field: '1' });
    await expect(fieldsText(canvasElement)).toHaveTextContent('{"field":"1"}');
  },
};

/**
 * Remote select: looks SKUs up from the first typed character (with the row's owner as an extra
 * parameter); the field gets the option's label, the object field the whole option.
 */
export const RemoteSelectEditor: Story = {
  args: { editor: { kind: 'remote', lookup: lookupSku, objectField: 'fieldObject', params: { ownerId: 'OW02' } }, initial: null, label: '编辑商品（第 1 行）' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /编辑商品/ });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, '2');
    await userEvent.click(await within(document.body).findByRole('option', { name: /OW02 商品 2/ }));
    await expect(args.onFields).toHaveBeenLastCalledWith({ field: 'OW02 商品 2', fieldObject: { code: 'OW02-SKU2', description: 'OW02 商品 2' } });
  },
};

export const English: Story = {
  args: { editor: { kind: 'select', source: { kind: 'list', options: [{ code: 'EA', description: 'Each' }, { code: 'CS', description: 'Case' }] } }, initial: 'CS', label: 'Edit UOM (row 1)' },
  globals: { locale: 'en' },
};
