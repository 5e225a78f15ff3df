/**
 * check-upstream (issue 47, point 3): signs in to a GT_WMS_APP server and, read only, makes every
 * call the 249 screens make to show themselves (./plan.ts), checks each answer with the contract's
 * `checkAnswer` (@wms/api) and gives each screen a verdict: works, works with tolerated
 * differences, or broken (which call, which JSON path, what was expected, what came).
 *
 * Every request goes through `send`, which refuses anything not on the allow-list of read calls
 * (./readCalls.ts) before it leaves. The same call of many screens is made once.
 */
import { API_BASE_PATH, allowedButtons, isWmsError, type ButtonPermissionGroup, type ColumnConfig } from '@wms/api';
import { checkAnswer, checkRowsAgainstColumns, isContractDrift, type AnswerName, type DriftIssue, type Tolerance } from './contract.ts';
import { ROUTES } from '../../apps/wms/src/routes/routeTable.ts';
import type { AppRoute } from '../../apps/wms/src/routes/types.ts';
import { callKey, columnCalls, planScreens, type PlanClock, type ReadCall, type ScreenPlan } from './plan.ts';
import { LIST_SCREEN_READS } from './pages.ts';
import { allowedCall, NotAReadError } from './readCalls.ts';

export type Verdict = 'works' | 'tolerated' | 'broken';

/** What one call gave. */
export interface CallOutcome {
  key: string;
  answer: string;
  method: string;
  path: string;
  why: string;
  when: 'open' | 'use';
  verdict: Verdict;
  /** HTTP status, when an answer came. */
  status?: number;
  /** The tolerated differences (verdict `tolerated`). */
  tolerated: Tolerance[];
  /** What is wrong (verdict `broken`): a JSON path, what the contract expects, what came. */
  issues: DriftIssue[];
  ms: number;
}

/** A screen's verdict and the calls it rests on. */
export interface ScreenOutcome {
  path: string;
  name: string;
  kind: string;
  screen: string;
  verdict: Verdict;
  calls: number;
  /** Each call the screen makes (`METHOD path body`), for a machine to follow. */
  callKeys: string[];
  /** Those of them made on first use (a filter's options, a hidden column's), not as it opens. */
  useKeys: string[];
  /** The calls that are broken (all of them) or tolerated, with their issues. */
  broken: CallOutcome[];
  tolerated: CallOutcome[];
}

export interface UpstreamReport {
  url: string;
  user: string;
  warehouse: string;
  startedAt: string;
  /** Wall time of the whole run, ms. */
  ms: number;
  /** Distinct calls made (sign-in included). */
  requests: number;
  screens: ScreenOutcome[];
  totals: Record<Verdict, number>;
  /** A failure before any screen could be checked (the sign-in), if any. */
  fatal?: string;
}

export interface UpstreamOptions {
  /** The server's origin (`http://127.0.0.1:8080`); the API is under /GT_WMS_APP. */
  url: string;
  user: string;
  password: string;
  /** The warehouse to check (its wmsId or its code); the user's default one when not given. */
  warehouse?: string;
  /** `zh_cn` (the default) or `en`: the language header, as the app sends it. */
  language?: 'zh_cn' | 'en';
  /** Calls in flight at once (default 4). */
  concurrency?: number;
  /** The routes to check (default all 249). */
  routes?: readonly AppRoute[];
  clock?: PlanClock;
  /** Called after each call with how many are done of how many known so far. */
  onProgress?: (done: number, total: number, call: string) => void;
  /** The fetch to use (tests record through it). */
  fetch?: typeof fetch;
  /** Hears every answer as it came (tests keep them, to apply the drift proxy's changes to). */
  onAnswer?: (call: ReadCall, status: number, text: string) => void;
}

/** A request refused before it was sent, or an answer that is not JSON, as issues of the call. */
function issue(path: string, expected: string, got: string): DriftIssue {
  return { path, expected, got };
}

function shorten(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A bounded pool: at most `size` tasks at once. */
function pool(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((go) => waiting.push(go));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Runs check-upstream and returns its report (printing is the CLI's). */
export async function checkUpstream(options: UpstreamOptions): Promise<UpstreamReport> {
  const started = Date.now();
  const doFetch = options.fetch ?? fetch;
  const base = `${options.url.replace(/\/+$/, '')}${API_BASE_PATH}`;
  const language = options.language ?? 'zh_cn';
  const clock: PlanClock = options.clock ?? { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  const routes = options.routes ?? ROUTES;
  const run = pool(options.concurrency ?? 4);
  /** The session's token, once signed in. */
  const auth: { token?: string } = {};
  let done = 0;
  let known = 0;
  const outcomes = new Map<string, Promise<CallOutcome & { value?: unknown }>>();

  /** Sends one request of the allow-list; anything else throws before it is sent. */
  async function send(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
    if (!allowedCall({ method, path })) throw new NotAReadError({ method, path });
    const headers: Record<string, string> = { language, Accept: 'application/json' };
    if (auth.token) headers.Authorization = auth.token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal };
    // A request that got no answer at all (a connection reset) is sent once more: that is the
    // network, not the server's answer. An HTTP answer of any kind is judged as it came.
    return doFetch(`${base}${path}`, init).catch(() => doFetch(`${base}${path}`, init));
  }

  /** Makes one call (once, however many screens make it) and checks its answer. */
  function make(call: ReadCall): Promise<CallOutcome & { value?: unknown }> {
    const key = callKey(call);
    const before = outcomes.get(key);
    if (before) return before;
    known += 1;
    const made = run(async () => {
      const at = Date.now();
      const head = { key, answer: call.answer, method: call.method, path: call.path, why: call.why, when: call.when };
      const finish = (rest: Omit<CallOutcome, keyof typeof head | 'ms'> & { value?: unknown }) => {
        done += 1;
        options.onProgress?.(done, known, `${call.method} ${call.path}`);
        return { ...head, ...rest, ms: Date.now() - at };
      };
      let response: Response;
      try {
        if (call.stream) {
          const stop = new AbortController();
          response = await send(call.method, call.path, call.body, stop.signal);
          const type = response.headers.get('content-type') ?? '';
          stop.abort();
          if (response.status !== 200) return finish({ verdict: 'broken', status: response.status, tolerated: [], issues: [issue('$', 'HTTP 200', `HTTP ${String(response.status)}`)] });
          if (!type.includes('text/event-stream')) return finish({ verdict: 'broken', status: response.status, tolerated: [], issues: [issue('$', 'a text/event-stream', shorten(type || 'no content type'))] });
          return finish({ verdict: 'works', status: response.status, tolerated: [], issues: [] });
        }
        response = await send(call.method, call.path, call.body);
      } catch (error) {
        return finish({ verdict: 'broken', tolerated: [], issues: [issue('$', 'an answer', shorten(error instanceof Error ? error.message : String(error)))] });
      }
      const text = await response.text();
      options.onAnswer?.(call, response.status, text);
      return finish({ ...judgeResponse(call, response.status, text), status: response.status });
    });
    outcomes.set(key, made);
    return made;
  }

  const report = (screens: ScreenOutcome[], fatal?: string): UpstreamReport => ({
    url: options.url,
    user: options.user,
    warehouse: options.warehouse ?? '',
    startedAt: new Date(started).toISOString(),
    ms: Date.now() - started,
    requests: outcomes.size,
    screens,
    totals: { works: screens.filter((s) => s.verdict === 'works').length, tolerated: screens.filter((s) => s.verdict === 'tolerated').length, broken: screens.filter((s) => s.verdict === 'broken').length },
    ...(fatal ? { fatal } : {}),
  });

  // Signing in: the session every other call carries.
  const login: ReadCall = { answer: 'login', method: 'POST', path: '/login', body: { username: options.user, password: options.password }, why: 'sign in', when: 'open' };
  const signedIn = await make(login);
  const session = signedIn.value as { token?: unknown; wmsId?: unknown; wms?: unknown } | undefined;
  if (signedIn.verdict === 'broken' || typeof session?.token !== 'string') {
    const why = signedIn.issues[0] ? `${signedIn.issues[0].path}: expected ${signedIn.issues[0].expected}, got ${signedIn.issues[0].got}` : 'no token';
    return report([], `could not sign in as ${options.user}: ${why}`);
  }
  auth.token = session.token;
  let wmsId = typeof session.wmsId === 'string' || typeof session.wmsId === 'number' ? String(session.wmsId) : '';
  if (options.warehouse && options.warehouse !== wmsId && options.warehouse !== session.wms) {
    const response = await send('POST', '/warehouse/switch', { wmsId: options.warehouse });
    const answer = (await response.json().catch(() => undefined)) as { returnCode?: unknown; returnMgr?: unknown; bean?: { wmsId?: unknown } } | undefined;
    if (answer?.returnCode !== '200' && answer?.returnCode !== 200) return report([], `could not choose the warehouse ${options.warehouse}: ${typeof answer?.returnMgr === 'string' ? answer.returnMgr : `HTTP ${String(response.status)}`}`);
    const chosen = answer.bean?.wmsId;
    wmsId = typeof chosen === 'string' || typeof chosen === 'number' ? String(chosen) : options.warehouse;
  }

  // Step 1: the column configurations and the user's buttons; step 2: every screen's calls with
  // them; step 3: the calls that follow from what those answered (the first role's tree ...).
  const [buttonsCall] = LIST_SCREEN_READS(wmsId);
  const buttonsMade = buttonsCall ? make(buttonsCall) : undefined;
  const columnOutcomes = new Map<string, Promise<CallOutcome & { value?: unknown }>>();
  for (const [listPath, call] of columnCalls(routes)) columnOutcomes.set(listPath, make(call));
  const configs = new Map<string, ColumnConfig>();
  for (const [listPath, outcome] of columnOutcomes) {
    const made = await outcome;
    // checkAnswer's normalised column configuration, as the list screen receives it.
    if (made.verdict !== 'broken' && made.value !== undefined) configs.set(listPath, made.value as ColumnConfig);
  }
  const buttons = await buttonsMade;
  const granted = buttons && buttons.verdict !== 'broken' && Array.isArray(buttons.value) ? new Set(allowedButtons(buttons.value as ButtonPermissionGroup[])) : undefined;
  const first = planScreens(configs, clock, { wmsId, granted }, routes);
  await Promise.all(first.flatMap((plan) => plan.calls.map(make)));
  const values = new Map<string, unknown>();
  for (const [key, outcome] of outcomes) {
    const made = await outcome;
    if (made.verdict !== 'broken') values.set(key, made.value);
  }
  const plans: ScreenPlan[] = planScreens(configs, clock, { wmsId, granted, answered: (call) => values.get(callKey(call)) }, routes);
  const screens = await Promise.all(plans.map(async (plan): Promise<ScreenOutcome> => {
    const calls = await Promise.all(plan.calls.map(make));
    const broken = calls.filter((c) => c.verdict === 'broken');
    const tolerated = calls.filter((c) => c.verdict === 'tolerated');
    const strip = (made: CallOutcome & { value?: unknown }): CallOutcome => {
      const rest: CallOutcome & { value?: unknown } = { ...made };
      delete rest.value;
      return rest;
    };
    return {
      path: plan.path,
      name: plan.name,
      kind: plan.kind,
      screen: plan.screen,
      verdict: broken.length > 0 ? 'broken' : tolerated.length > 0 ? 'tolerated' : 'works',
      calls: calls.length,
      callKeys: calls.map((c) => c.key),
      useKeys: plan.calls.filter((c) => c.when === 'use').map(callKey),
      broken: broken.map(strip),
      tolerated: tolerated.map(strip),
    };
  }));
  return report(screens);
}

/**
 * The verdict of an HTTP answer as the app meets it: a status other than 200 or a body that is
 * not JSON breaks the call; a JSON body is judged by checkAnswer.
 */
export function judgeResponse(call: Pick<ReadCall, 'answer' | 'method' | 'path' | 'columns'>, status: number, text: string): Pick<CallOutcome, 'verdict' | 'tolerated' | 'issues'> & { value?: unknown } {
  if (status !== 200) return { verdict: 'broken', tolerated: [], issues: [issue('$', 'HTTP 200', `HTTP ${String(status)} ${shorten(text.replace(/\s+/g, ' '), 60)}`.trim())] };
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return { verdict: 'broken', tolerated: [], issues: [issue('$', 'a JSON body', shorten(text.replace(/\s+/g, ' '), 60) || 'an empty body')] };
  }
  return judge(call, body);
}

/** The verdict of an answer: checkAnswer's value and tolerances, or what is wrong with it. */
export function judge(call: Pick<ReadCall, 'answer' | 'method' | 'path' | 'columns'>, body: unknown): Pick<CallOutcome, 'verdict' | 'tolerated' | 'issues'> & { value?: unknown } {
  const at = { method: call.method, path: call.path.split('?')[0] ?? call.path };
  try {
    const checked = checkAnswer(call.answer as AnswerName, body, at);
    const tolerated = [...checked.tolerated];
    // A list page's rows against the columns its configuration shows, as the list screen checks them.
    if (call.columns && call.answer === 'listPage') tolerated.push(...checkRowsAgainstColumns(checked.value as { rows: readonly unknown[] }, call.columns, at));
    return { verdict: tolerated.length > 0 ? 'tolerated' : 'works', tolerated, issues: [], value: checked.value };
  } catch (error) {
    if (isContractDrift(error)) return { verdict: 'broken', tolerated: [], issues: [...error.issues] };
    // A refusal (returnCode other than "200"): the screen cannot show it either.
    if (isWmsError(error)) return { verdict: 'broken', tolerated: [], issues: [issue('$.returnCode', '"200"', shorten(`${JSON.stringify((body as { returnCode?: unknown } | null)?.returnCode)} ${error.serverMessage ?? error.kind}`))] };
    throw error;
  }
}
