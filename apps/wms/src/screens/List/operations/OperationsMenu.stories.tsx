import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MessageProvider } from '@wms/ui-core';
import { WmsError, type ListRecord, type OperationDef } from '@wms/api';
import { OperationsMenu } from './OperationsMenu';

const OPERATIONS: OperationDef[] = [
  { code: 'receiveAll', name: '整单收货', button: 'asn:receiveAll', statusField: 'status', fromStatuses: ['0', '1'], multi: true, confirm: true },
  { code: 'hold', name: '冻结', button: 'asn:hold', statusField: 'status', fromStatuses: ['0'], multi: true, confirm: false, fields: [{ code: 'reason', name: '冻结原因', type: 'string', required: true }, { code: 'hours', name: '自动释放小时', type: 'number', required: false }] },
  { code: 'cancel', name: '取消', button: 'asn:cancel', statusField: 'status', fromStatuses: ['0'], multi: false, confirm: true },
  { code: 'settle', name: '核销结算', button: 'asn:settle', statusField: 'status', fromStatuses: ['1', '2', '3'], multi: true, confirm: false },
  { code: 'allocate', name: '分配', button: 'asn:allocate', statusField: 'status', fromStatuses: ['0'], multi: true, confirm: false },
];

/** An operation whose field carries the rules the server declares and checks (OperationDef.fields[].rules), in each language. */
const priorityOf = (lang: 'zh' | 'en'): OperationDef => ({
  code: 'priority', name: lang === 'en' ? 'Priority' : '调整优先级', button: 'asn:priority', statusField: 'status', fromStatuses: ['0'], multi: true, confirm: false,
  fields: [{
    code: 'priority', name: lang === 'en' ? 'Priority' : '优先级', type: 'number', required: true,
    rules: lang === 'en'
      ? [{ kind: 'required', message: 'Priority: cannot be empty' }, { kind: 'number', message: 'Priority must be a valid number' }, { kind: 'range', min: 1, minExclusive: false, max: 9, message: 'Priority must be between 1 and 9' }, { kind: 'scale', scale: 6, message: 'Priority: at most 6 decimal places' }]
      : [{ kind: 'required', message: '优先级不能为空' }, { kind: 'number', message: '优先级必须是有效数字' }, { kind: 'range', min: 1, minExclusive: false, max: 9, message: '优先级必须在1到9之间' }, { kind: 'scale', scale: 6, message: '优先级最多保留6位小数' }],
  }],
});

/** What an allocation short of stock answers (CONTRACT.md: shortages per line). */
const SHORT = [{ id: 1, orderkey: 'SO0000000007', line: '00002', sku: 'AP000204', ordered: 10, allocated: 6, short: 4 }];

function Toolbar({ rows, refuse = false, operations = OPERATIONS }: { rows: ListRecord[]; refuse?: boolean; operations?: OperationDef[] }) {
  return (
    <MessageProvider>
      <div role="toolbar" aria-label="入库单" style={{ display: 'flex', gap: 8 }}>
        <OperationsMenu
          menuCode="asn"
          operations={operations}
          rows={rows}
          granted={new Set(['asn:receiveAll', 'asn:hold', 'asn:cancel', 'asn:settle', 'asn:allocate', 'asn:priority'])}
          run={(_menu, op) => (refuse || op === 'settle' ? Promise.reject(new WmsError({ kind: 'refused', status: 200, serverMessage: '入库单 R0001 未收货，不能核销结算' })) : Promise.resolve({ done: rows.length, ...(op === 'allocate' ? { shortages: SHORT } : {}) }))}
          onDone={() => undefined}
        />
      </div>
    </MessageProvider>
  );
}

const meta = { title: 'wms/List/OperationsMenu', component: Toolbar, args: { rows: [] } } satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: every operation is shown (granted) but disabled. */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '取消' })).toBeDisabled();
  },
};

/** One new receipt selected: receive, hold and cancel may run; settle may not (status). */
export const NewReceiptSelected: Story = {
  args: { rows: [{ id: 1, status: '0' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '取消' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('button', { name: '核销结算' })).toBeDisabled();
  },
};

/** Two rows: a single-row operation (cancel) is disabled. */
export const TwoSelected: Story = { args: { rows: [{ id: 1, status: '0' }, { id: 2, status: '0' }] } };

/** An operation with fields asks them in a small dialog; a missing required one is refused. */
export const FieldsDialog: Story = {
  args: { rows: [{ id: 1, status: '0' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '冻结' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '执行' }));
    await expect(await within(dialog).findByText('冻结原因为必填项')).toBeVisible();
  },
};

/**
 * A field the server serves rules for: the dialog refuses what the server would, in the server's
 * words (here a priority of 10 against its range 1 to 9), before sending anything.
 */
export const FieldRuleRefused: Story = {
  args: { rows: [{ id: 1, status: '0' }], operations: [priorityOf('zh')] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '调整优先级' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: '执行' }));
    await expect(await within(dialog).findByText('优先级必须在1到9之间')).toBeVisible();
  },
};

export const FieldRuleRefusedEnglish: Story = {
  args: { rows: [{ id: 1, status: '0' }], operations: [priorityOf('en')] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Priority' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await expect(await within(dialog).findByText('Priority must be between 1 and 9')).toBeVisible();
  },
};

/** An operation that wants confirming asks first. */
export const Confirm: Story = {
  args: { rows: [{ id: 1, status: '0' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '取消' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible();
  },
};

/** The server refuses: its catalogued message is shown. */
export const Refused: Story = {
  args: { rows: [{ id: 1, status: '1' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '核销结算' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('入库单 R0001 未收货，不能核销结算')).toBeVisible();
  },
};

/** English: the tool's own texts (the operation names come from the server in the request's language). */
export const FieldsDialogEnglish: Story = {
  args: { rows: [{ id: 1, status: '0' }] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '冻结' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
    await expect(await within(dialog).findByText('冻结原因 is required')).toBeVisible();
  },
};
export const ConfirmEnglish: Story = { ...Confirm, globals: { locale: 'en' } };

/** A partial allocation: the shortage of each line is reported, not a plain success. */
export const AllocationShort: Story = {
  args: { rows: [{ id: 1, status: '0' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '分配' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('分配：已完成 1 条，缺货 1 行：SO0000000007 第 00002 行 AP000204 缺 4')).toBeVisible();
  },
};
export const AllocationShortEnglish: Story = {
  args: { rows: [{ id: 1, status: '0' }] },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '分配' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('分配: 1 done, 1 lines short: SO0000000007 line 00002 AP000204 short by 4')).toBeVisible();
  },
};
