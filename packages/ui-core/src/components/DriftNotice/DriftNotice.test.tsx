import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-utils/render';
import { callFailureOf } from '../../model/callFailure';
import { DriftNotice } from './DriftNotice';
import { PartBoundary } from './PartBoundary';

/** The shape of @wms/api's ContractDrift, which ui-core reads without importing it. */
function drift(issues: { path: string; expected: string; got: string }[]) {
  return Object.assign(new Error('drift'), { kind: 'drift', call: { answer: 'listPage', method: 'POST', path: '/inbound/asn/list' }, issues });
}

describe('callFailureOf', () => {
  it('reads a drift, an HTTP failure by its call or its request, and nothing else', () => {
    expect(callFailureOf(drift([{ path: '$.page.list', expected: 'array', got: 'missing' }]))).toEqual({
      kind: 'drift', call: { answer: 'listPage', method: 'POST', path: '/inbound/asn/list' }, issues: [{ path: '$.page.list', expected: 'array', got: 'missing' }],
    });
    expect(callFailureOf({ kind: 'http', status: 404, cause: { config: { method: 'post', url: '/inbound/asn/list?x=1' } } })).toEqual({
      kind: 'http', call: { method: 'POST', path: '/inbound/asn/list' }, status: 404,
    });
    expect(callFailureOf({ kind: 'http', status: 500, call: { method: 'get', path: '/options/owner' } })).toEqual({ kind: 'http', call: { method: 'GET', path: '/options/owner' }, status: 500 });
    expect(callFailureOf(new Error('wrapped', { cause: drift([]) }))?.kind).toBe('drift');
    expect(callFailureOf({ kind: 'network' })).toBeUndefined();
    expect(callFailureOf(new TypeError('x is null'))).toBeUndefined();
    expect(callFailureOf({ kind: 'http', status: 404 })).toBeUndefined();
  });
});

describe('DriftNotice', () => {
  it.each([
    ['zh', '服务器对 POST /inbound/asn/list 的应答与约定不同：$.page.list 应为数组，实为 缺失'],
    ['en', "The server's answer to POST /inbound/asn/list differs from the contract: $.page.list expected array, got missing"],
  ] as const)('names the call and the field (%s)', async (language, text) => {
    const failure = callFailureOf(drift([{ path: '$.page.list', expected: 'array', got: 'missing' }, { path: '$.page.total', expected: 'number', got: 'string "x"' }]));
    if (!failure) throw new Error('no failure');
    const retry = jest.fn();
    renderWithProviders(<DriftNotice failure={failure} onRetry={retry} />, { language });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text);
    await userEvent.click(screen.getByText(language === 'zh' ? '详情' : 'Details'));
    expect(alert).toHaveTextContent('$.page.total');
    expect(alert).toHaveTextContent('listPage');
    await userEvent.click(screen.getByRole('button', { name: language === 'zh' ? '重试' : 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['zh', '$.bean.users[0].owners 应为字符串（代码）的列表或 null，实为 对象 { OW001 }', '$.page.total：应为数字，实为 数组（3 项）'],
    ['en', '$.bean.users[0].owners expected list of string (a code) or null, got object { OW001 }', '$.page.total: expected number, got array (3 items)'],
  ] as const)('says the contract\'s words in the language (%s), and an unknown word as it came', async (language, first, second) => {
    const failure = callFailureOf(drift([
      { path: '$.bean.users[0].owners', expected: 'list of string (a code) or null', got: 'object { OW001 }' },
      { path: '$.page.total', expected: 'number', got: 'array (3 items)' },
      { path: '$.page.when', expected: 'a shape no catalogue knows', got: 'string "06/12/2026"' },
    ]));
    if (!failure) throw new Error('no failure');
    renderWithProviders(<DriftNotice failure={failure} />, { language });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(first);
    await userEvent.click(screen.getByText(language === 'zh' ? '详情' : 'Details'));
    expect(alert).toHaveTextContent(second);
    expect(alert).toHaveTextContent('a shape no catalogue knows');
  });

  it.each([
    ['the JSON envelope { returnCode, returnMgr, bean | page | data }', 'JSON 信封 { returnCode, returnMgr, bean | page | data }'],
    ['date "yyyy-MM-dd HH:mm:ss" (or yyyy-MM-dd)', '日期 "yyyy-MM-dd HH:mm:ss"（或 yyyy-MM-dd）'],
    ['field qty (column "数量") in the rows', '行中的字段 qty（列“数量”）'],
    ['number (column "数量" is numeric)', '数字（列“数量”为数值列）'],
    ['object (the summary row) or null', '对象（汇总行）或 null'],
    ['a page { list, pageNum (or curpage), pageSize, total } in page (or bean, data)', '分页 { list, pageNum（或 curpage）, pageSize, total }，位于 page（或 bean、data）'],
  ])('says what @wms/api expected, %s, in Chinese', (expected, said) => {
    const failure = callFailureOf(drift([{ path: '$', expected, got: 'missing' }]));
    if (!failure) throw new Error('no failure');
    renderWithProviders(<DriftNotice failure={failure} />, { language: 'zh' });
    expect(screen.getByRole('alert')).toHaveTextContent(`$ 应为${said}，实为 缺失`);
  });

  it('names the call of an HTTP failure', () => {
    renderWithProviders(<DriftNotice failure={{ kind: 'http', call: { method: 'POST', path: '/inbound/asn/list' }, status: 404 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('调用 POST /inbound/asn/list 失败：服务器答以 HTTP 404');
  });
});

describe('PartBoundary', () => {
  beforeEach(() => { jest.spyOn(console, 'error').mockImplementation(() => undefined); });
  afterEach(() => { jest.restoreAllMocks(); });

  function Thrower({ error }: { error: unknown }): never {
    throw error;
  }

  it('keeps a drift thrown by one part inside it, naming the call; the rest stays', () => {
    renderWithProviders(
      <div>
        <p>the rest of the screen</p>
        <PartBoundary label="用户权限"><Thrower error={drift([{ path: '$.bean[0].owners', expected: 'array', got: 'null' }])} /></PartBoundary>
      </div>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“用户权限”无法显示');
    expect(alert).toHaveTextContent('$.bean[0].owners 应为数组，实为 null');
    expect(screen.getByText('the rest of the screen')).toBeInTheDocument();
  });

  it('contains any other throw with a generic message and renders the part again on retry', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new TypeError("Cannot read properties of null (reading 'join')");
      return <p>shown</p>;
    }
    renderWithProviders(<PartBoundary><Flaky /></PartBoundary>, { language: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('This part could not be shown');
    expect(screen.queryByText(/reading 'join'/)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('shown')).toBeInTheDocument();
  });
});
