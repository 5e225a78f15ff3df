import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { MessageProvider, useMessage, type MessageApi } from './Message';

const holder: { api?: MessageApi } = {};
function Capture() {
  const api = useMessage();
  useEffect(() => {
    holder.api = api;
  }, [api]);
  return null;
}
const message = (): MessageApi => {
  if (!holder.api) throw new Error('not rendered');
  return holder.api;
};

beforeEach(() => { jest.useFakeTimers(); });
afterEach(() => { jest.useRealTimers(); });

describe('Message', () => {
  it('shows an error as an alert with the catalogue text, in both languages', () => {
    const zh = renderWithProviders(<MessageProvider><Capture /></MessageProvider>);
    act(() => { message().error({ key: 'systemError' }); });
    expect(screen.getByRole('alert')).toHaveTextContent('系统错误，请联系管理员');
    zh.unmount();
    renderWithProviders(<MessageProvider><Capture /></MessageProvider>, { language: 'en' });
    act(() => { message().error({ key: 'dataInputError' }); });
    expect(screen.getByRole('alert')).toHaveTextContent('Data input error, please check and save again!');
  });

  it.each([
    ['success', 3000],
    ['info', 4000],
    ['warning', 6000],
    ['error', 8000],
  ] as const)('a %s toast leaves after %i ms', (kind, ms) => {
    renderWithProviders(<MessageProvider><Capture /></MessageProvider>);
    act(() => { message()[kind]('文本'); });
    expect(screen.getByText('文本')).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(ms - 1); });
    expect(screen.getByText('文本')).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(1); });
    expect(screen.queryByText('文本')).not.toBeInTheDocument();
  });

  it('is dismissed by its close button', async () => {
    jest.useRealTimers();
    const { user } = renderWithProviders(<MessageProvider><Capture /></MessageProvider>);
    act(() => { message().info('提示文本', { duration: 0 }); });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('提示文本')).not.toBeInTheDocument();
  });

  it('refuses to work outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<Capture />)).toThrow('MessageProvider');
  });
});
