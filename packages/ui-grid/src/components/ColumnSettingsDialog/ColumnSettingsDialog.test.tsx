import { useState, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MessageProvider, ThemeProvider, createI18n, type Language } from '@wms/ui-core';
import { GRID_NAMESPACE, gridCatalogue } from '../../i18n/catalogue';
import { ColumnSettingsDialog } from './ColumnSettingsDialog';
import { receiptColumnConfig } from './fixtures';
import { createMemoryColumnStore, type ColumnStoreSwitches, type MemoryColumnStore } from './memoryColumnStore';

function renderDialog({ language = 'zh', switches, saved = false }: { language?: Language; switches?: Partial<ColumnStoreSwitches>; saved?: boolean } = {}) {
  const defaults = receiptColumnConfig(language);
  const store = createMemoryColumnStore({
    defaults,
    switches,
    saved: saved ? { ...defaults, tableDisplay: defaults.tableDisplay.slice(0, 2), exportDisplay: defaults.exportDisplay.slice(0, 2) } : undefined,
  });
  const onApplied = jest.fn();
  const i18n = createI18n({ language, catalogues: { [GRID_NAMESPACE]: gridCatalogue } });
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => { setOpen(true); }}>open</button>
        <ColumnSettingsDialog open={open} onOpenChange={setOpen} dataSource={store} onApplied={onApplied} />
      </>
    );
  }
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <MessageProvider>{children}</MessageProvider>
        </ThemeProvider>
      </I18nextProvider>
    );
  }
  const user = userEvent.setup();
  render(<Harness />, { wrapper: Providers });
  return { user, store, onApplied };
}

const shownCount = async (store: MemoryColumnStore, label: RegExp) => {
  const grid = await screen.findByRole('grid', { name: label });
  return { grid, rows: within(grid).getAllByRole('row').length, store };
};

describe('ColumnSettingsDialog', () => {
  it.each([
    { tab: '显示配置', type: 10002, message: '显示配置已保存', language: 'zh' as const, apply: '应用' },
    { tab: '导出配置', type: 10003, message: '导出配置已保存', language: 'zh' as const, apply: '应用' },
    { tab: 'Display config', type: 10002, message: 'Display config saved', language: 'en' as const, apply: 'Apply' },
    { tab: 'Export config', type: 10003, message: 'Export config saved', language: 'en' as const, apply: 'Apply' },
  ])('apply in "$tab" saves type $type and says "$message"', async ({ tab, type, message, language, apply }) => {
    const { user, store, onApplied } = renderDialog({ language });
    await user.click(await screen.findByRole('tab', { name: tab }));
    await screen.findByRole('grid', { name: /显示列|Shown columns/ });
    await user.click(screen.getByRole('button', { name: apply }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    const saves = store.calls.filter((call) => call.kind === 'save');
    expect(saves.map((call) => call.type)).toEqual([type]);
    expect(onApplied).toHaveBeenCalledWith([type]);
    await waitFor(() => { expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); });
  });

  it.each([
    { tab: '显示配置', type: 10002, message: '已恢复默认显示配置', defaults: 7 },
    { tab: '导出配置', type: 10003, message: '已恢复默认导出配置', defaults: 11 },
  ])('reset in "$tab" restores type $type, says "$message" and shows the server defaults', async ({ tab, type, message, defaults }) => {
    const { user, store, onApplied } = renderDialog({ saved: true });
    await user.click(await screen.findByRole('tab', { name: tab }));
    expect((await shownCount(store, /显示列/)).rows).toBe(2);
    await user.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(store.calls.filter((call) => call.kind === 'reset')).toEqual([{ kind: 'reset', type }]);
    expect(onApplied).toHaveBeenCalledWith([type]);
    await waitFor(async () => { expect((await shownCount(store, /显示列/)).rows).toBe(defaults); });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('after reset, reopening shows the defaults the server now returns', async () => {
    const { user, store } = renderDialog({ saved: true });
    await screen.findByRole('grid', { name: /显示列/ });
    await user.click(screen.getByRole('button', { name: '恢复默认' }));
    await screen.findByText('已恢复默认显示配置');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await user.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(async () => { expect((await shownCount(store, /显示列/)).rows).toBe(7); });
  });

  it('a failed save keeps the edits and the dialog, and shows the server text', async () => {
    const { user, store, onApplied } = renderDialog({ switches: { failSave: '数据库繁忙' } });
    const width = await screen.findByRole('textbox', { name: '货主 宽度（px）' });
    await user.clear(width);
    await user.type(width, '300');
    await user.click(screen.getByRole('button', { name: '应用' }));
    expect(await screen.findByText('保存失败，修改已保留：数据库繁忙')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '货主 宽度（px）' })).toHaveValue('300');
    expect(onApplied).not.toHaveBeenCalled();
    // The user can try again once the server recovers.
    store.switches.failSave = undefined;
    await user.click(screen.getByRole('button', { name: '应用' }));
    expect(await screen.findByText('显示配置已保存')).toBeInTheDocument();
    expect(store.config.tableDisplay.find((c) => c.code === 'storerkey')?.width).toBe('300');
  });

  it('refuses an invalid list without calling the server', async () => {
    const { user, store } = renderDialog();
    await user.clear(await screen.findByRole('textbox', { name: '状态 宽度（px）' }));
    await user.click(screen.getByRole('button', { name: '应用' }));
    expect(await screen.findByText('请完善第[3]行的[字段编码]/[字段名称]/字段宽度')).toBeInTheDocument();
    expect(store.calls.some((call) => call.kind === 'save')).toBe(false);
  });

  it('apply saves the other changed tab too, each with its type and message', async () => {
    const { user, store } = renderDialog();
    await user.clear(await screen.findByRole('textbox', { name: '货主 宽度（px）' }));
    await user.type(screen.getByRole('textbox', { name: '货主 宽度（px）' }), '200');
    await user.click(screen.getByRole('tab', { name: /导出配置/ }));
    await user.click(await screen.findByRole('button', { name: '应用' }));
    expect(await screen.findByText('导出配置已保存')).toBeInTheDocument();
    expect(await screen.findByText('显示配置已保存')).toBeInTheDocument();
    expect(store.calls.filter((call) => call.kind === 'save').map((call) => call.type)).toEqual([10002, 10003]);
  });
});
