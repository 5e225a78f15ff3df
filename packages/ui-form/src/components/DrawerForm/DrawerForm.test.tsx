import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, ThemeProvider } from '@wms/ui-core';
import { FORM_NAMESPACE, formCatalogue } from '../../i18n/catalogue';
import type { FormItem } from '../../model/types';
import { DrawerForm, type DrawerFormProps } from './DrawerForm';

const items: FormItem[] = [
  { type: 'input', prop: 'code', label: '编码' },
  { type: 'select', prop: 'carrier', label: '承运商', options: [{ code: 'SF', description: '顺丰' }] },
  { type: 'checkbox', prop: 'urgent', label: '加急' },
  { type: 'date', prop: 'day', label: '日期' },
];

function renderForm(props: Partial<DrawerFormProps> = {}) {
  const i18n = createI18n({ language: 'zh', catalogues: { [FORM_NAMESPACE]: formCatalogue } });
  const onSubmit = jest.fn();
  const onOpenChange = jest.fn();
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>{children}</ThemeProvider>
      </I18nextProvider>
    );
  }
  render(<DrawerForm title="新建" defaultOpen items={items} rules={{ code: [{ required: true }] }} onSubmit={onSubmit} onOpenChange={onOpenChange} timeZone="UTC" {...props} />, { wrapper: Wrapper });
  return { user: userEvent.setup(), onSubmit: (props.onSubmit as jest.Mock | undefined) ?? onSubmit, onOpenChange };
}

describe('DrawerForm', () => {
  it('hands over its data only when valid, with the single-space rule and 1/0', async () => {
    const { user, onSubmit, onOpenChange } = renderForm();
    await user.click(screen.getByRole('button', { name: '保存' }));
    const code = screen.getByRole('textbox', { name: '编码' });
    await waitFor(() => { expect(code).toHaveAttribute('aria-invalid', 'true'); });
    expect(code).toHaveAccessibleDescription('不能为空');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(code, 'A1');
    await user.click(screen.getByRole('checkbox', { name: '加急' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => { expect(onSubmit).toHaveBeenCalledWith({ code: 'A1', carrier: ' ', urgent: 1, day: null }, { record: undefined }); });
    await waitFor(() => { expect(onOpenChange).toHaveBeenCalledWith(false); });
  });

  it('takes no second save while it closes after a save (the host has not taken it away yet)', async () => {
    const { user, onSubmit, onOpenChange } = renderForm({ open: true, record: { code: 'B2' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => { expect(onOpenChange).toHaveBeenCalledWith(false); });
    // Still shown (a slow host): Enter in a field and another click send nothing.
    await user.type(screen.getByRole('textbox', { name: '编码' }), '{Enter}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a failed save keeps every value, stays open and says why', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('编码已存在'));
    const { user, onOpenChange } = renderForm({ onSubmit });
    await user.type(screen.getByRole('textbox', { name: '编码' }), 'A1');
    await user.click(screen.getByRole('checkbox', { name: '加急' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('保存失败：编码已存在');
    expect(screen.getByRole('textbox', { name: '编码' })).toHaveValue('A1');
    expect(screen.getByRole('checkbox', { name: '加急' })).toBeChecked();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a rejection without a message shows the generic one', async () => {
    const { user } = renderForm({ onSubmit: jest.fn().mockRejectedValue(undefined), record: { code: 'B2' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('保存失败：系统错误，请联系管理员');
  });

  it('closing a changed form asks; a clean one closes at once', async () => {
    const { user, onOpenChange } = renderForm();
    await user.type(screen.getByRole('textbox', { name: '编码' }), 'x');
    // Leaving the page asks the browser's question too.
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByRole('dialog', { name: '放弃修改？' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '放弃修改' }));
    await waitFor(() => { expect(onOpenChange).toHaveBeenCalledWith(false); });
  });
});
