import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, ThemeProvider } from '@wms/ui-core';
import { LIST_ACTIONS, type ListAction } from '../../areas';
import { APP_NAMESPACE, appCatalogue } from '../../i18n/catalogue';
import { ListToolbar } from './ListToolbar';
import type { ListPermissions } from './usePermissions';

function renderToolbar(options: { visible: readonly ListAction[]; disabled?: readonly ListAction[]; selected: number; actions?: readonly ListAction[]; onAction?: (a: ListAction) => void }) {
  const permissions: ListPermissions = {
    ready: true,
    visible: (action) => options.visible.includes(action),
    disabled: (action) => (options.disabled ?? []).includes(action),
  };
  render(
    <ThemeProvider>
      <I18nextProvider i18n={createI18n({ language: 'zh', catalogues: { [APP_NAMESPACE]: appCatalogue } })}>
        <ListToolbar title="入库单" actions={options.actions ?? LIST_ACTIONS} permissions={permissions} selected={options.selected} onAction={options.onAction ?? (() => undefined)} />
      </I18nextProvider>
    </ThemeProvider>,
  );
}

const NAMES: Record<ListAction, string> = { create: '新建', edit: '编辑', info: '查看', delete: '删除', export: '导出' };
const state = (action: ListAction) => {
  const button = screen.queryByRole('button', { name: NAMES[action] });
  return button ? ((button as HTMLButtonElement).disabled ? 'disabled' : 'enabled') : 'hidden';
};

describe('the list toolbar: button permissions show, flags and the selection disable', () => {
  it.each([
    ['admin, nothing selected', { visible: LIST_ACTIONS, selected: 0 }, { create: 'enabled', edit: 'disabled', info: 'disabled', delete: 'disabled', export: 'enabled' }],
    ['admin, one row', { visible: LIST_ACTIONS, selected: 1 }, { create: 'enabled', edit: 'enabled', info: 'enabled', delete: 'enabled', export: 'enabled' }],
    ['admin, three rows', { visible: LIST_ACTIONS, selected: 3 }, { create: 'enabled', edit: 'disabled', info: 'disabled', delete: 'enabled', export: 'enabled' }],
    ['permission off', { visible: LIST_ACTIONS, disabled: ['create', 'edit', 'delete'] as ListAction[], selected: 1 }, { create: 'disabled', edit: 'disabled', info: 'enabled', delete: 'disabled', export: 'enabled' }],
    ['shipper (query and export only)', { visible: ['info', 'export'] as ListAction[], selected: 1 }, { create: 'hidden', edit: 'hidden', info: 'enabled', delete: 'hidden', export: 'enabled' }],
    ['a query screen offers view and export', { visible: LIST_ACTIONS, actions: ['info', 'export'] as ListAction[], selected: 1 }, { create: 'hidden', edit: 'hidden', info: 'enabled', delete: 'hidden', export: 'enabled' }],
  ])('%s', (_name, options, expected) => {
    renderToolbar(options);
    for (const action of LIST_ACTIONS) expect([action, state(action)]).toEqual([action, expected[action]]);
  });

  it('raises the chosen action', async () => {
    const onAction = jest.fn();
    renderToolbar({ visible: LIST_ACTIONS, selected: 1, onAction });
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onAction).toHaveBeenCalledWith('delete');
  });
});
