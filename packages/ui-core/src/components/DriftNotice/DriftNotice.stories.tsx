import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DriftNotice } from './DriftNotice';
import { PartBoundary } from './PartBoundary';
import type { CallFailure } from '../../model/callFailure';

const ROWS_ELSEWHERE: CallFailure = {
  kind: 'drift',
  call: { answer: 'listPage', method: 'POST', path: '/inbound/asn/list' },
  issues: [
    { path: '$.page.list', expected: 'array', got: 'missing' },
    { path: '$.page.total', expected: 'number', got: 'string "70 条"' },
  ],
};
const NOT_FOUND: CallFailure = { kind: 'http', call: { method: 'POST', path: '/inbound/asn/list' }, status: 404 };

const meta = {
  title: 'ui-core/DriftNotice',
  component: DriftNotice,
  args: { failure: ROWS_ELSEWHERE, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 8 }}><Story /></div>],
} satisfies Meta<typeof DriftNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's answer differs: which call, which field, what was expected and what came; the details list every difference. */
export const Drift: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('服务器对 POST /inbound/asn/list 的应答与约定不同：$.page.list 应为数组，实为 缺失');
    await expect(alert).toHaveTextContent('另有 1 处不同');
    await userEvent.click(canvas.getByText('详情'));
    await expect(canvas.getByText(/\$\.page\.total：应为数字，实为 字符串 "70 条"/)).toBeVisible();
    await expect(canvas.getByText('约定中的应答：listPage')).toBeVisible();
    canvas.getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const DriftEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("The server's answer to POST /inbound/asn/list differs from the contract: $.page.list expected array, got missing");
    await userEvent.click(canvas.getByText('Details'));
    await expect(canvas.getByText(/\$\.page\.total: expected number, got string "70 条"/)).toBeVisible();
  },
};

/** A list path answering 404: the call and the status, not only "system error". */
export const HttpFailure: Story = {
  args: { failure: NOT_FOUND },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('调用 POST /inbound/asn/list 失败：服务器答以 HTTP 404');
  },
};

export const HttpFailureEnglish: Story = {
  args: { failure: NOT_FOUND },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The call POST /inbound/asn/list failed: the server answered HTTP 404');
  },
};

/** The small form, for a field's option list or a station's line. */
export const Compact: Story = {
  args: { compact: true, onRetry: undefined, failure: { kind: 'drift', call: { answer: 'options', method: 'GET', path: '/options/owner' }, issues: [{ path: '$.data', expected: 'array', got: 'null' }] } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('服务器对 GET /options/owner 的应答与约定不同：$.data 应为数组，实为 null');
  },
};

function Throws({ error }: { error: unknown }): never {
  throw error;
}

const DRIFT_ERROR = Object.assign(new Error('drift'), { kind: 'drift', call: { answer: 'permissionUsers', method: 'GET', path: '/permission/users' }, issues: [{ path: '$.bean[0].owners', expected: 'array', got: 'null' }] });

/** A part of a screen that threw while it rendered: its own message there, the rest goes on. */
export const PartThrewDrift: Story = {
  render: () => (
    <div>
      <p>其余部分照常显示</p>
      <PartBoundary label="用户权限"><Throws error={DRIFT_ERROR} /></PartBoundary>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('“用户权限”无法显示，屏幕的其余部分照常可用。');
    await expect(canvas.getByRole('alert')).toHaveTextContent('$.bean[0].owners 应为数组，实为 null');
    await expect(canvas.getByText('其余部分照常显示')).toBeVisible();
  },
};

export const PartThrewEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div>
      <p>The rest of the screen</p>
      <PartBoundary><Throws error={new TypeError("Cannot read properties of null (reading 'join')")} /></PartBoundary>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This part could not be shown; the rest of the screen works as usual.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
