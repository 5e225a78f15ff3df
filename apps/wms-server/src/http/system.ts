import { readFileSync, realpathSync } from 'node:fs';
import { GCProfiler, getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { DICTIONARIES } from '../catalogue/dictionaries';
import { AREAS, listRouteByCode } from '../catalogue/routes';
import { columnConfig } from '../engine/columnConfig';
import { listShape } from '../engine/columns';
import { findRow, insertRecord, updateRecord } from '../engine/crud';
import { Refusal, badInput } from '../engine/errors';
import { queryList } from '../engine/query';
import { lang, nowText, ok, session, type ServerContext } from './context';
import { isShipperOperation } from '../flows/registry';
import { callPath, idemKeyOf, scopeOf, shapeFor } from './lists';
import { idempotent } from './idempotency';

const TEXT = { type: 'string', maxLength: 200 } as const;

/** Dictionaries of the dictionary table in a language. */
function dictionary(ctx: ServerContext, code: string, en: boolean): { code: string; description: string }[] {
  return (ctx.db.prepare('SELECT code, zh, en FROM dictionary WHERE dict_code = ? ORDER BY sortnum').all(code) as { code: string; zh: string; en: string }[]).map((r) => ({
    code: r.code,
    description: en ? r.en : r.zh,
  }));
}

/** A figure of /proc/self/status in bytes (Linux; undefined elsewhere). */
function procStatus(): Record<string, number> {
  let text = '';
  try {
    text = readFileSync('/proc/self/status', 'utf8');
  } catch {
    return {};
  }
  const out: Record<string, number> = {};
  for (const match of text.matchAll(/^(VmRSS|RssAnon|RssFile|RssShmem|Threads):\s+(\d+)(?: kB)?$/gm)) {
    const [, key = '', value = '0'] = match;
    out[key] = key === 'Threads' ? Number(value) : Number(value) * 1024;
  }
  return out;
}

/**
 * The heap in use just after each full collection (mark-compact), as V8 measures it at the end of
 * the collection (v8.GCProfiler), and how many there were: the live heap, which a sample taken
 * between collections overstates by the garbage not yet collected (in a soak the samples swung
 * between 39 and 164 MiB with the collector's sawtooth). Started by the first call for the
 * figures (nothing is profiled in a server nobody asks), drained every 10 s.
 */
const afterFullGc = { collections: 0, heapUsed: 0, total: 0 };
let profiler: GCProfiler | undefined;
function drainCollections(): void {
  if (!profiler) return;
  const { statistics } = profiler.stop();
  profiler.start();
  for (const gc of statistics) {
    if (gc.gcType !== 'MarkSweepCompact') continue;
    afterFullGc.collections++;
    afterFullGc.heapUsed = gc.afterGC.heapStatistics.usedHeapSize;
    afterFullGc.total += afterFullGc.heapUsed;
  }
}
function profileCollections(): void {
  if (profiler) return;
  profiler = new GCProfiler();
  profiler.start();
  setInterval(drainCollections, 10_000).unref();
}

/**
 * The server process's memory, for the live soak (issue 50): V8's heap beside the resident set,
 * and the resident set split as the kernel counts it (anonymous memory: heaps, SQLite's page
 * cache, buffers; file-backed: the program and the database pages mapped by mmap_size).
 */
export function memoryFigures() {
  profileCollections();
  drainCollections();
  const usage = process.memoryUsage();
  const status = procStatus();
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    fullCollections: afterFullGc.collections,
    heapAfterFullCollection: afterFullGc.heapUsed,
    // The sum over every full collection so far: the mean between two samples is the difference of the sums ÷ of the counts.
    heapAfterFullCollectionTotal: afterFullGc.total,
    ...(status.RssAnon !== undefined ? { rssAnon: status.RssAnon, rssFile: status.RssFile ?? 0, rssShmem: status.RssShmem ?? 0 } : {}),
    ...(status.Threads !== undefined ? { threads: status.Threads } : {}),
  };
}

/** What the resident set holds, by where the kernel says its pages are (bytes). */
export interface ResidentSplit {
  /** The database file's pages mapped by `mmap_size` (and its -shm index). */
  database: number;
  /** The node executable's own pages (its code and read-only data). */
  executable: number;
  /** Shared libraries (.so). */
  libraries: number;
  /** Other mapped files. */
  otherFiles: number;
  /** The main thread's malloc heap ([heap], grown by brk): native allocations of the main thread. */
  mallocHeap: number;
  /**
   * The other threads' malloc arenas: anonymous mappings at a 64 MiB boundary that, with the
   * reserved rest after them, make 64 MiB (glibc's arena heaps).
   */
  arenas: number;
  /** Stacks: the main thread's, and anonymous mappings just above a guard page (the other threads'). */
  stacks: number;
  /**
   * Anonymous mappings at a 256 KiB boundary, V8's page size: the heap pages of every V8 isolate
   * of the process (the main thread's, which `v8` counts, and the worker threads'), and pages V8
   * keeps after a collection without counting them.
   */
  v8Pages: number;
  /** The other anonymous mappings: large allocations (mmap'd by malloc), V8's code ranges. */
  anonymous: number;
}

const ARENA = 64 * 1048576;
const V8_PAGE = 256 * 1024;

/** /proc/self/smaps summed by kind of mapping (Linux; undefined elsewhere). */
function residentSplit(): ResidentSplit | undefined {
  let text = '';
  try {
    text = readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return undefined;
  }
  const maps: { start: number; end: number; perms: string; path: string; rss: number }[] = [];
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) {
      maps.push({ start: parseInt(header[1] ?? '0', 16), end: parseInt(header[2] ?? '0', 16), perms: header[3] ?? '', path: header[4] ?? '', rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB$/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rss += Number(rss[1]) * 1024;
  }
  const executable = realpathSync(process.execPath);
  const split: ResidentSplit = { database: 0, executable: 0, libraries: 0, otherFiles: 0, mallocHeap: 0, arenas: 0, stacks: 0, v8Pages: 0, anonymous: 0 };
  maps.forEach((map, i) => {
    const { path } = map;
    const anonymous = path === '' || path.startsWith('[anon');
    const before = maps[i - 1];
    const after = maps[i + 1];
    const reserved = (m: typeof map | undefined, at: number) => m !== undefined && m.perms.startsWith('---') && (m.path === '' || m.path.startsWith('[anon')) && (m.start === at || m.end === at);
    const kind: keyof ResidentSplit = path === '[heap]' ? 'mallocHeap'
      : path === '[stack]' ? 'stacks'
      : anonymous && map.start % ARENA === 0 && (map.end - map.start === ARENA || (reserved(after, map.end) && after && after.end - map.start === ARENA)) ? 'arenas'
      : anonymous && reserved(before, map.start) && before && before.end - before.start <= 65536 ? 'stacks'
      : anonymous && map.start % V8_PAGE === 0 && map.perms.startsWith('rw-') ? 'v8Pages'
      : anonymous ? 'anonymous'
      : path.startsWith('[') ? 'otherFiles'
      : path === executable ? 'executable'
      : /\.sqlite(-shm|-wal)?$/.test(path) ? 'database'
      : /\.so(\.|$)/.test(path) ? 'libraries'
      : 'otherFiles';
    split[kind] += map.rss;
  });
  return split;
}

/**
 * The figures of `memoryFigures` and what the resident set holds, measured: V8's own count of its
 * heap's resident pages (by space: code among them) and of what it allocated with malloc, and the
 * resident set summed by mapping (residentSplit). Reads every mapping of the process: asked for
 * once, at the end of a soak, not every 10 s.
 */
export function memoryDetail() {
  const heap = getHeapStatistics();
  const resident = residentSplit();
  return {
    ...memoryFigures(),
    v8: {
      physical: heap.total_physical_size,
      malloced: heap.malloced_memory,
      spaces: Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size])),
    },
    ...(resident ? { resident } : {}),
  };
}

/** Menus, buttons, dictionaries, the button log and the system column define calls. */
export function registerSystem(app: FastifyInstance, ctx: ServerContext): void {
  // The process's memory (the administrator's only): what the live soak samples every 10 s.
  // With { detail: true }, what the resident set holds too (memoryDetail: reads every mapping).
  app.post<{ Body: { detail?: boolean } | undefined }>('/system/memory', (request) => {
    if (session(request).roleid !== 'ADMIN') throw new Refusal('403', 'noAccess');
    return ok(request, { bean: request.body?.detail === true ? memoryDetail() : memoryFigures() });
  });

  app.post<{ Body: string[] }>(
    '/dictionary/queryByCodes',
    { config: { public: true }, schema: { body: { type: 'array', maxItems: 100, items: { type: 'string', pattern: '^[A-Za-z0-9_]{1,60}$' } } } },
    (request) => {
      const en = lang(request) === 'en';
      return ok(request, { bean: Object.fromEntries(request.body.map((code) => [code, dictionary(ctx, code, en)])) });
    },
  );

  app.get<{ Params: { dictCode: string } }>(
    '/dictionary/options/:dictCode',
    { schema: { params: { type: 'object', properties: { dictCode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,60}$' } } } } },
    (request) => {
      if (!Object.hasOwn(DICTIONARIES, request.params.dictCode)) throw badInput('notFound');
      return ok(request, { data: { list: dictionary(ctx, request.params.dictCode, lang(request) === 'en') } });
    },
  );

  app.post('/menu/userMenus', (request) => {
    const s = session(request);
    const en = lang(request) === 'en';
    const rows = ctx.db
      .prepare('SELECT m.id, m.menucode, m.name, m.name_en, m.path, m.area, m.kind FROM menu m JOIN role_menu r ON r.menucode = m.menucode WHERE r.roleid = ? ORDER BY m.sortnum')
      .all(s.roleid) as { id: number; menucode: string; name: string; name_en: string; path: string; area: string; kind: string }[];
    const tree = AREAS.map((area) => ({
      id: `area:${area.code}`,
      menuCode: area.code,
      name: en ? area.en : area.zh,
      path: '',
      area: area.code,
      kind: 'area',
      children: rows.filter((r) => r.area === area.code).map((r) => ({ id: r.id, menuCode: r.menucode, name: en ? r.name_en : r.name, path: r.path, area: r.area, kind: r.kind })),
    })).filter((a) => a.children.length > 0);
    return ok(request, { bean: tree });
  });

  app.post('/permission/buttons', (request) => {
    const s = session(request);
    const rows = ctx.db.prepare('SELECT menucode, button FROM role_button WHERE roleid = ? ORDER BY menucode, button').all(s.roleid) as { menucode: string; button: string }[];
    const groups = new Map<string, string[]>();
    for (const r of rows) {
      if (!s.canedit && r.button !== 'query' && r.button !== 'export' && !isShipperOperation(r.menucode, r.button)) continue;
      groups.set(r.menucode, [...(groups.get(r.menucode) ?? []), `${r.menucode}:${r.button}`]);
    }
    return ok(request, { bean: [...groups].map(([name, nodeList]) => ({ name, nodeList })) });
  });

  app.post<{ Body: { buttonName: string; moduleName: string; menuName: string } }>(
    '/buttonlog/insertLog',
    { schema: { body: { type: 'object', required: ['buttonName', 'moduleName', 'menuName'], additionalProperties: false, properties: { buttonName: TEXT, moduleName: TEXT, menuName: TEXT } } } },
    (request) => {
      const s = session(request);
      ctx.db
        .prepare('INSERT INTO button_log (userid, buttonName, moduleName, menuName, logged_at) VALUES (?, ?, ?, ?, ?)')
        .run(s.userid, request.body.buttonName, request.body.moduleName, request.body.menuName, nowText(ctx));
      return ok(request);
    },
  );

  app.post<{ Body: { menu_code?: string } | undefined }>(
    '/dataListInit',
    { schema: { body: { type: ['object', 'null'], maxProperties: 20, properties: { menu_code: { type: 'string', maxLength: 90 } } } } },
    (request) => {
      const s = session(request);
      const en = lang(request) === 'en';
      const code = request.body?.menu_code;
      if (code) {
        const shape = shapeFor(ctx, s, code);
        return ok(request, {
          bean: { menu_code: code, menu_list_code: `${code}_list`, name: en ? shape.route.en : shape.route.zh, listPath: `/${code}/list/{page}`, readOnly: shape.route.readOnly === true, columns: columnConfig(ctx.db, s.userid, shape, lang(request)) },
        });
      }
      const rows = ctx.db.prepare(`SELECT m.menucode, m.name, m.name_en FROM menu m JOIN role_menu r ON r.menucode = m.menucode WHERE r.roleid = ? AND m.kind = 'list' ORDER BY m.sortnum`).all(s.roleid) as { menucode: string; name: string; name_en: string }[];
      return ok(request, { bean: rows.map((r) => ({ menu_code: r.menucode, menu_list_code: `${r.menucode}_list`, name: en ? r.name_en : r.name, listPath: `/${r.menucode}/list/{page}` })) });
    },
  );

  const defines = () => {
    const route = listRouteByCode('tableConfigList');
    if (!route) throw new Error('catalogue: tableConfigList');
    return listShape(route);
  };

  app.post<{ Body: { menu_id: string | number; menu_list_code?: string; currentPage: number; pageSize: number } }>(
    '/queryListOfDark3',
    {
      schema: {
        body: {
          type: 'object',
          required: ['menu_id', 'currentPage', 'pageSize'],
          properties: { menu_id: { type: ['string', 'number'] }, menu_list_code: { type: 'string', maxLength: 90 }, currentPage: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 500 } },
        },
      },
    },
    (request) => {
      const { currentPage: pageNum, pageSize } = request.body;
      const where = 'WHERE menu_id = ? AND (? = \'\' OR menu_list_code = ?)';
      const args = [String(request.body.menu_id), request.body.menu_list_code ?? '', request.body.menu_list_code ?? ''];
      const list = ctx.db.prepare(`SELECT * FROM syscolumndefine ${where} ORDER BY id LIMIT ? OFFSET ?`).all(...args, pageSize, (pageNum - 1) * pageSize);
      const { total } = ctx.db.prepare(`SELECT COUNT(*) AS total FROM syscolumndefine ${where}`).get(...args) as { total: number };
      return ok(request, { page: { list, pageNum, pageSize, total } });
    },
  );

  app.post<{ Body: { id: number | string } }>(
    '/querySysColumnDefineById',
    { schema: { body: { type: 'object', required: ['id'], properties: { id: { type: ['integer', 'string'], pattern: '^[0-9]{1,12}$' } } } } },
    (request) => ok(request, { bean: findRow(ctx.db, defines(), request.body.id, scopeOf(session(request))) }),
  );

  app.post<{ Body: { menu_name: string } }>(
    '/queryMenuListByName',
    { schema: { body: { type: 'object', required: ['menu_name'], properties: { menu_name: TEXT } } } },
    (request) => {
      const { list } = queryList(ctx.db, defines(), { menu_name: request.body.menu_name, pageSize: 500 }, scopeOf(session(request)));
      return ok(request, { data: { list } });
    },
  );

  const defineBody = {
    type: 'object',
    maxProperties: 10,
    properties: { id: { type: ['integer', 'string'] }, menu_id: TEXT, menu_list_code: TEXT, menu_name: TEXT, version: { type: ['integer', 'string'] } },
    additionalProperties: false,
  } as const;
  const writeCtx = (request: Parameters<typeof session>[0]) => {
    const s = session(request);
    if (!s.canedit) throw badInput('noAccess');
    return { db: ctx.db, lang: lang(request), scope: scopeOf(s), userid: s.userid, now: nowText(ctx), call: callPath(request), idemKey: idemKeyOf(request) };
  };
  app.post<{ Body: Record<string, unknown> }>('/saveSysColumnDefine', { schema: { body: defineBody } }, (request, reply) => {
    const record = Object.fromEntries(Object.entries(request.body).filter(([key]) => key !== 'id'));
    const w = writeCtx(request);
    return idempotent(ctx, request, reply, () => ok(request, { bean: insertRecord(w, defines(), record) }));
  });
  app.post<{ Body: Record<string, unknown> }>('/updateSysColumnDefine', { schema: { body: { ...defineBody, required: ['id'] } } }, (request, reply) => {
    const w = writeCtx(request);
    return idempotent(ctx, request, reply, () => ok(request, { bean: updateRecord(w, defines(), request.body) }));
  },
  );
}
