import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { AuditAction, AuditEntry, BooksCheck, BooksViolation } from '../client/auditCalls';
import type { ConflictInfo } from '../model/conflict';
import { API_BASE_PATH, LANGUAGE_HEADER } from '../model/constants';
import { seededRandom } from './fixtures';

const USERS = [
  { userid: 'admin', username: '管理员' },
  { userid: 'wang', username: '王芳' },
  { userid: 'li', username: '李强' },
] as const;

const FIELDS = [
  { field: 'notes', zh: '备注', en: 'Notes', values: ['加急', '下午到货', '联系仓库', 'Rush', 'Dock 3'] },
  { field: 'expectedreceiptdate', zh: '预计到货日期', en: 'Expected receipt date', values: ['2026-11-27 09:00:00', '2026-11-28 14:00:00', '2026-11-30 10:00:00'] },
  { field: 'carrierkey', zh: '承运商', en: 'Carrier', values: ['SF', 'ZTO', 'YTO'] },
  { field: 'status', zh: '状态', en: 'Status', values: ['新建', '部分收货', '收货完成', '已核销'] },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const timeText = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/**
 * Audit entries of one record, newest first, the same on every run: an insert at the bottom,
 * then updates and operations, labels in `language`. The four of a receipt's life (create,
 * edit, receive, settle) are the first four when `count` is 4.
 */
export function generateAuditEntries(count: number, options: { seed?: number; language?: 'zh' | 'en'; menuCode?: string; recordid?: string | number } = {}): AuditEntry[] {
  const next = seededRandom(options.seed ?? 25);
  const en = options.language === 'en';
  const start = Date.UTC(2026, 10, 20, 1, 0, 0);
  const entries: AuditEntry[] = [];
  for (let i = 0; i < count; i++) {
    const user = USERS[i % USERS.length] ?? USERS[0];
    const action: AuditAction = i === 0 ? 'insert' : i % 3 === 2 ? 'operation' : 'update';
    const operation = action === 'operation' ? (i % 2 === 0 ? (en ? 'Receive all' : '全部收货') : en ? 'Settle' : '核销') : '';
    const picks = action === 'insert' ? FIELDS.slice(0, 3) : action === 'operation' ? [FIELDS[3]] : [FIELDS[Math.floor(next() * 3)]];
    const changes = picks.flatMap((f) => {
      if (!f) return [];
      const pick = () => f.values[Math.floor(next() * f.values.length)] ?? '';
      return [{ field: f.field, label: en ? f.en : f.zh, old: action === 'insert' ? null : pick(), new: pick() }];
    });
    entries.push({
      id: 1000 + i,
      time: timeText(start + i * 47 * 60_000),
      userid: user.userid,
      username: user.username,
      action,
      operation,
      call: action === 'operation' ? `/asn/op/${i % 2 === 0 ? 'receiveAll' : 'settle'}` : `/asn/${action}`,
      idemKey: `00000000-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`,
      changes,
      ...(options.menuCode ? { menuCode: options.menuCode, entity: options.menuCode } : {}),
      ...(options.recordid !== undefined ? { recordid: options.recordid } : {}),
    });
  }
  return entries.reverse();
}

/** A books check answer: balanced, or with `violations` stock rows out of step with their transactions. */
export function booksCheckFixture(violations = 0): BooksCheck {
  const list: BooksViolation[] = Array.from({ length: violations }, (_, i) => ({
    kind: 'onhand', table: 'lotxlocxid', id: 500 + i, message: `on-hand ${String(10 + i)} ≠ transactions ${String(9 + i)}`,
  }));
  return { balanced: violations === 0, count: violations, violations: list };
}

/** The 409 answer of a write from a stale read, as the server sends it (HTTP 409, returnCode "409"). */
export function conflictAnswer(conflict: ConflictInfo, message: string): HttpResponse<Record<string, unknown>> {
  return HttpResponse.json({ returnCode: '409', returnMgr: message, bean: conflict }, { status: 409 });
}

/**
 * Handlers for the audit calls and the books check: a record's history (`entries`, or entries
 * in the request's language, paged as asked), the admins' search over the same entries, and the
 * books check. `state: 'loading'` never answers; `'error'` answers HTTP 500.
 */
export function createAuditHandlers(options: { base?: string; entries?: AuditEntry[] | ((language: 'zh' | 'en') => AuditEntry[]); books?: BooksCheck; state?: 'loading' | 'error' } = {}): HttpHandler[] {
  const base = options.base ?? API_BASE_PATH;
  const source = options.entries ?? ((language: 'zh' | 'en') => generateAuditEntries(4, { language }));
  const entriesOf = (request: Request) => (typeof source === 'function' ? source(request.headers.get(LANGUAGE_HEADER) === 'en' ? 'en' : 'zh') : source);
  const answer = async (page: number, pageSize: number, list: AuditEntry[]) => {
    if (options.state === 'loading') await delay('infinite');
    if (options.state === 'error') return HttpResponse.json({ returnCode: '500', returnMgr: '系统错误' }, { status: 500 });
    return HttpResponse.json({ returnCode: '200', page: { list: list.slice((page - 1) * pageSize, page * pageSize), pageNum: page, pageSize, total: list.length } });
  };
  return [
    http.post(`${base}/audit/record/:page`, async ({ request, params }) => {
      const body = (await request.json()) as { pageSize?: number };
      return answer(Number(params.page), body.pageSize ?? 20, entriesOf(request));
    }),
    http.post(`${base}/audit/list/:page`, async ({ request, params }) => {
      const body = (await request.json()) as { pageSize?: number; userid?: string; action?: string };
      const list = entriesOf(request).filter((e) => (!body.userid || e.userid === body.userid) && (!body.action || e.action === body.action));
      return answer(Number(params.page), body.pageSize ?? 20, list);
    }),
    http.post(`${base}/books/check`, async () => {
      if (options.state === 'loading') await delay('infinite');
      if (options.state === 'error') return HttpResponse.json({ returnCode: '500', returnMgr: '系统错误' }, { status: 500 });
      return HttpResponse.json({ returnCode: '200', bean: options.books ?? booksCheckFixture(0) });
    }),
  ];
}
