import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, ThemeProvider } from '@wms/ui-core';
import { PrinterStatus } from './PrinterStatus';
import { PRINT_NAMESPACE, printCatalogue } from '../../i18n/catalogue';
import { usePrinter } from '../../hooks/usePrinter';
import { PrintClient, type SocketLike } from '../../client/PrintClient';

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
  close() { this.onclose?.({}); }
  open() { this.readyState = 1; this.onopen?.({}); }
}

function Live({ client }: { client: PrintClient }) {
  const { state, reconnect } = usePrinter(client);
  return <PrinterStatus state={state} onReconnect={() => { void reconnect(); }} />;
}

describe('PrinterStatus', () => {
  it.each([
    ['zh', 'closed', '打印插件：未连接'],
    ['en', 'connecting', 'Print plug-in: Connecting'],
    ['en', 'open', 'Print plug-in: Connected'],
  ] as const)('in %s shows %s', (language, state, text) => {
    renderIn(language, <PrinterStatus state={state} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('follows the client through usePrinter and reconnects on request', async () => {
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
