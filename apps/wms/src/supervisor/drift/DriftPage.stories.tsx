import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContractDrift, DriftRegistry } from '@wms/api';
import { MessageProvider } from '@wms/ui-core';
import { DriftPage } from './DriftPage';

/** 15 June 2026, 11:58:04 in Shanghai: the records' last sighting (fixed, for the screenshot). */
const AT = Date.UTC(2026, 5, 15, 3, 58, 4);

/** Where the front end runs, fixed: the story pass serves each window from a port of its own. */
const ORIGIN = 'https://wms.example.com';

/** A registry as a browser fills it: the receipts' list drifted 3 times, the users' once. */
function filled(): DriftRegistry {
  const registry = new DriftRegistry();
  const list = new ContractDrift({ answer: 'listPage', method: 'POST', path: '/asn/list/{page}' }, [{ path: '$.page.list', expected: 'list of object (its fields as the list configures them)', got: 'missing' }, { path: '$.page.pageSize', expected: 'number', got: 'missing' }], {});
  for (let i = 0; i < 3; i += 1) registry.record(list, AT - (2 - i) * 60_000);
  registry.record(new ContractDrift({ answer: 'permissionUsers', method: 'POST', path: '/permission/users' }, [{ path: '$.bean.users[0].owners', expected: 'list of string (a code)', got: 'object { OW001 }' }], {}), AT);
  return registry;
}

function Page({ records, writeText }: { records: boolean; writeText?: (text: string) => Promise<void> }) {
  const [registry] = useState(() => (records ? filled() : new DriftRegistry()));
  return (
    <MessageProvider>
      <div style={{ padding: 16, maxWidth: 1100 }}>
        <DriftPage registry={registry} now={() => new Date(AT)} origin={ORIGIN} writeText={writeText} />
      </div>
    </MessageProvider>
  );
}

const meta = {
  title: 'wms/Supervisor/DriftPage',
  component: Page,
  args: { records: true, writeText: fn(() => Promise.resolve()) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Per call, the count and the last example. */
export const Records: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '服务器应答与约定的差异' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('POST /asn/list/{page}');
    await expect(rows[1]).toHaveTextContent('3');
    await expect(rows[1]).toHaveTextContent('$.page.list：应为 list of object (its fields as the list configures them)，实为 missing');
  },
};

/** The report is copied for the server's team (not screenshotted: its toast leaves on a timer). */
export const CopyReport: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制报告' }));
    await expect(args.writeText).toHaveBeenCalledTimes(1);
    const report = String((args.writeText as ReturnType<typeof fn>).mock.calls[0]?.[0]);
    await expect(report).toContain('POST /asn/list/{page} (listPage): 3×, last 2026-06-15T03:58:04.000Z');
    await expect(report).toContain('  $.bean.users[0].owners: expected list of string (a code), got object { OW001 }');
    await expect(await within(canvasElement.ownerDocument.body).findByText('已复制 2 个调用的报告')).toBeVisible();
  },
};

export const RecordsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: "Where the server's answers differ from the contract" })).toHaveTextContent('POST /permission/users');
    await expect(canvas.getByRole('button', { name: 'Copy report' })).toBeVisible();
  },
};

/** Where the clipboard is refused, the report is shown to copy by hand. */
export const CopyRefused: Story = {
  args: { writeText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '复制报告' }));
    const text = await canvas.findByRole('textbox', { name: /无法写入剪贴板/ });
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toContain('POST /permission/users (permissionUsers): 1×'));
    await expect((text as HTMLTextAreaElement).value).toMatch(/^# contract drift seen by the WMS front end at https:\/\/wms\.example\.com, 2026-06-15T03:58:04\.000Z\n/);
  },
};

/** Nothing seen yet. */
export const Empty: Story = {
  args: { records: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('本浏览器尚未发现服务器的应答与约定不同。');
  },
};

export const EmptyEnglish: Story = {
  args: { records: false },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This browser has not seen the server answer differently from the contract.');
  },
};
