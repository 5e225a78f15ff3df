import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessageProvider, useMessage } from './Message';
import type { MessageContent, MessageKind } from '../../model/messages';

function Show({ items }: { items: { kind: MessageKind; content: MessageContent }[] }) {
  const message = useMessage();
  useEffect(() => {
    for (const { kind, content } of items) message[kind](content);
  }, [items, message]);
  return null;
}

/** Toasts stay until closed in stories (duration 0), so screenshots are stable. */
function Toasts({ items }: { items: { kind: MessageKind; content: MessageContent }[] }) {
  return (
    <MessageProvider durations={{ error: 0, warning: 0, success: 0, info: 0 }}>
      <Show items={items} />
    </MessageProvider>
  );
}

const meta = {
  title: 'ui-core/Message',
  component: Toasts,
  parameters: { docs: { story: { inline: false, height: '300px' } } },
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  args: { items: [{ kind: 'error', content: { key: 'systemError' } }] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(alert).toHaveTextContent('系统错误，请联系管理员');
  },
};

/** A call that failed with an HTTP status and no text of the server's (a list path answering 404): the call and the status. */
export const CallFailed: Story = {
  args: { items: [{ kind: 'error', content: { key: 'callFailed', values: { call: 'POST /asn/list/1', status: '404' } } }] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(alert).toHaveTextContent('调用 POST /asn/list/1 失败：服务器答以 HTTP 404');
  },
};

export const CallFailedEnglish: Story = {
  globals: { locale: 'en' },
  args: CallFailed.args,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alert');
    await expect(alert).toHaveTextContent('The call POST /asn/list/1 failed: the server answered HTTP 404');
  },
};

export const Warning: Story = { args: { items: [{ kind: 'warning', content: { key: 'selectAtLeastOne' } }] } };
export const Success: Story = { args: { items: [{ kind: 'success', content: { key: 'displayConfigSaved' } }] } };
export const Info: Story = { args: { items: [{ kind: 'info', content: '正在加载数据' }] } };

/** The generic catalogue messages, stacked. */
export const Stacked: Story = {
  args: {
    items: [
      { kind: 'error', content: { key: 'dataInputError' } },
      { kind: 'warning', content: { key: 'cannotBeEmpty' } },
      { kind: 'error', content: { key: 'noAccess' } },
      { kind: 'success', content: { key: 'executedSuccessfully' } },
    ],
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { kind: 'error', content: { key: 'systemError' } },
      { kind: 'success', content: { key: 'exportDefaultsRestored' } },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('System error, please contact the administrator')).toBeVisible();
  },
};

/** Closing a toast by keyboard. */
export const Dismissed: Story = {
  args: { items: [{ kind: 'info', content: '按 Tab 再按 Enter 关闭' }] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const close = await page.findByRole('button', { name: '关闭' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('status')).not.toBeInTheDocument());
  },
};
