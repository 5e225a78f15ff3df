import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { WmsError, type ListRecord, type OperationDef, type OperationResult } from '@wms/api';
import { createI18n, MessageProvider, ThemeProvider } from '@wms/ui-core';
import { OperationsMenu } from './OperationsMenu';

const receive: OperationDef = { code: 'receive', name: '收货', button: 'ASN:receive', statusField: 'status', fromStatuses: ['10', '20'], multi: true, confirm: false };
const cancel: OperationDef = { code: 'cancel', name: '取消', button: 'ASN:cancel', statusField: 'status', fromStatuses: ['10'], multi: false, confirm: true };
const hold: OperationDef = { code: 'hold', name: '冻结', button: 'ASN:hold', statusField: 'status', fromStatuses: ['10'], multi: true, confirm: false, fields: [{ code: 'reason', name: '原因', type: 'string', required: true }, { code: 'hours', name: '小时', type: 'number', required: false }] };
const secret: OperationDef = { code: 'settle', name: '结算', button: 'ASN:settle', statusField: 'status', fromStatuses: ['10'], multi: true, confirm: false };

type Run = (menuCode: string, op: string, body: { ids: (string | number)[] } & Record<string, unknown>, key: string) => Promise<OperationResult>;

function setup(rows: ListRecord[], run: Run = () => Promise.resolve({ done: rows.length })) {
  const calls: { op: string; body: Record<string, unknown>; key: string }[] = [];
  const onDone = jest.fn();
  const runner: Run = (menu, op, body, key) => { calls.push({ op, body, key }); return run(menu, op, body, key); };
  render(
    <ThemeProvider>
      <I18nextProvider i18n={createI18n({ language: 'zh' })}>
        <MessageProvider>
          <OperationsMenu menuCode="ASN" operations={[receive, cancel, hold, secret]} rows={rows} granted={new Set(['ASN:receive', 'ASN:cancel', 'ASN:hold'])} run={runner} onDone={onDone} />
        </MessageProvider>
      </I18nextProvider>
    </ThemeProvider>,
  );
  return { calls, onDone, user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('list operations in the toolbar', () => {
  it('shows only granted operations, enabled by the selected rows’ status and count', () => {
    setup([{ id: 1, status: '10' }, { id: 2, status: '20' }]);
    expect(screen.queryByRole('button', { name: '结算' })).toBeNull();
    expect(button('收货').disabled).toBe(false);
    expect(button('取消').disabled).toBe(true); // single only
    expect(button('冻结').disabled).toBe(true); // status 20 not allowed
    expect(button('冻结').title).toBe('所选记录的状态不允许此操作');
  });

  it('runs an operation without fields at once with an idempotency key and reloads', async () => {
    const { calls, onDone, user } = setup([{ id: 1, status: '10' }, { id: 2, status: '20' }]);
    await user.click(button('收货'));
    await waitFor(() => { expect(onDone).toHaveBeenCalled(); });
    expect(calls.map((c) => [c.op, c.body])).toEqual([['receive', { ids: [1, 2] }]]);
    expect(calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('收货：已完成 2 条')).toBeInTheDocument();
  });

  it('reports a partial allocation’s shortage per line instead of a plain success', async () => {
    const { onDone, user } = setup([{ id: 1, status: '10' }], () => Promise.resolve({ done: 1, shortages: [{ id: 1, orderkey: 'SO0001', line: '00002', sku: 'AP0001', ordered: 10, allocated: 6, short: 4 }, { bad: true }] }));
    await user.click(button('收货'));
    await waitFor(() => { expect(onDone).toHaveBeenCalled(); });
    expect(await screen.findByText('收货：已完成 1 条，缺货 1 行：SO0001 第 00002 行 AP0001 缺 4')).toBeInTheDocument();
    expect(screen.queryByText('收货：已完成 1 条')).toBeNull();
  });

  it('asks before an operation that wants confirming', async () => {
    const { calls, user } = setup([{ id: 7, status: '10' }]);
    await user.click(button('取消'));
    expect(calls).toHaveLength(0);
    expect(screen.getByText('确认对所选的 1 条记录执行“取消”？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '执行' }));
    await waitFor(() => { expect(calls.map((c) => c.op)).toEqual(['cancel']); });
  });

  it('asks for its fields, refuses a missing required one and a non-number, then sends them', async () => {
    const { calls, user } = setup([{ id: 3, status: '10' }]);
    await user.click(button('冻结'));
    await user.click(screen.getByRole('button', { name: '执行' }));
    expect(await screen.findByText('原因为必填项')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /原因/ }), '质检');
    await user.type(screen.getByRole('textbox', { name: /小时/ }), 'abc');
    await user.click(screen.getByRole('button', { name: '执行' }));
    expect(await screen.findByText('小时必须是数字')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /小时/ }));
    await user.type(screen.getByRole('textbox', { name: /小时/ }), '24');
    await user.click(screen.getByRole('button', { name: '执行' }));
    await waitFor(() => { expect(calls).toHaveLength(1); });
    expect(calls[0]?.body).toEqual({ ids: [3], reason: '质检', hours: 24 });
  });

  it('shows the server’s refusal and does not reload; a lost answer is retried with the same key', async () => {
    let attempt = 0;
    const { calls, onDone, user } = setup([{ id: 3, status: '10' }], () => {
      attempt++;
      if (attempt === 1) return Promise.reject(new WmsError({ kind: 'network' }));
      return Promise.reject(new WmsError({ kind: 'refused', status: 200, serverMessage: '入库单已结算，不能冻结' }));
    });
    await user.click(button('冻结'));
    await user.type(screen.getByRole('textbox', { name: /原因/ }), 'x');
    await user.click(screen.getByRole('button', { name: '执行' }));
    await waitFor(() => { expect(calls).toHaveLength(1); });
    await user.click(screen.getByRole('button', { name: '执行' }));
    expect(await screen.findByText('入库单已结算，不能冻结')).toBeInTheDocument();
    expect(calls[1]?.key).toBe(calls[0]?.key);
    expect(onDone).not.toHaveBeenCalled();
  });
});
