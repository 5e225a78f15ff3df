import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, ThemeProvider } from '@wms/ui-core';
import { PrinterStatus } from './PrinterStatus';
import { PRINT_NAMESPACE, printCatalogue } from '../../i18n/catalogue';
import { usePrinter, type PrinterConnection } from '../../hooks/usePrinter';
import { PrintClient, type SocketLike } from '../../client/PrintClient';
import { FakePrinter } from '../../testing/FakePrinter';

function renderIn(language: 'zh' | 'en', ui: React.ReactElement) {
  const i18n = createI18n({ language, catalogues: { [PRINT_NAMESPACE]: printCatalogue } });
  return render(<I18nextProvider i18n={i18n}><ThemeProvider>{ui}</ThemeProvider></I18nextProvider>);
}

/** A socket the test opens and closes by hand. */
class ManualSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send() { /* replies are not needed here */ }
  close() { this.readyState = 3; this.onclose?.({}); }
  open() { this.readyState = 1; this.onopen?.({}); }
}

function Live({ client }: { client: PrinterConnection }) {
  const { state, reconnect } = usePrinter(client);
  return <PrinterStatus state={state} onReconnect={() => { void reconnect(); }} />;
}

describe('PrinterStatus', () => {
  it.each([
    ['zh', 'open', '打印插件：已连接'],
    ['zh', 'connecting', '打印插件：正在连接'],
    ['zh', 'closed', '打印插件：未连接'],
    ['en', 'open', 'Print plug-in: Connected'],
    ['en', 'connecting', 'Print plug-in: Connecting'],
    ['en', 'closed', 'Print plug-in: Not connected'],
  ] as const)('in %s shows %s', (language, state, text) => {
    renderIn(language, <PrinterStatus state={state} onReconnect={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryAllByRole('button')).toHaveLength(state === 'closed' ? 1 : 0);
  });

  it('offers no button without onReconnect', () => {
    renderIn('zh', <PrinterStatus state="closed" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reconnects from the keyboard', async () => {
    const onReconnect = jest.fn();
    renderIn('en', <PrinterStatus state="closed" onReconnect={onReconnect} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('follows a fake client through usePrinter', async () => {
    const client = new FakePrinter('closed');
    renderIn('zh', <Live client={client} />);
    await userEvent.click(screen.getByRole('button', { name: '重新连接' }));
    expect(screen.getByRole('status')).toHaveTextContent('正在连接');
    act(() => { client.open(); });
    expect(screen.getByRole('status')).toHaveTextContent('已连接');
    act(() => { client.drop(); });
    expect(screen.getByRole('status')).toHaveTextContent('未连接');
  });

  it('follows the real client through usePrinter, over a socket opened by hand', async () => {
    const sockets: ManualSocket[] = [];
    const client = new PrintClient({ createSocket: () => { const s = new ManualSocket(); sockets.push(s); return s; }, autoReconnect: false });
    renderIn('zh', <Live client={client} />);
    expect(screen.getByRole('status')).toHaveTextContent('未连接');
    await userEvent.click(screen.getByRole('button', { name: '重新连接' }));
    expect(screen.getByRole('status')).toHaveTextContent('正在连接');
    act(() => { sockets[0]?.open(); });
    expect(screen.getByRole('status')).toHaveTextContent('已连接');
    act(() => { client.close(); });
    expect(screen.getByRole('status')).toHaveTextContent('未连接');
  });
});
