/** @jest-environment node */
import { createWmsClient, isDownloadedFile, type Notice } from './createWmsClient';
import { ok, startContractServer, type ContractServer } from '../test-utils/contractServer';
import { WmsError } from '../model/errors';

const TOKEN = 'tok-5f1c9e-secret';
let server: ContractServer;

beforeEach(async () => {
  server = await startContractServer();
});
afterEach(async () => {
  // The token must never travel in an address (CONTRACT.md §7 note; issue 3).
  for (const request of server.requests) expect(request.url).not.toContain(TOKEN);
  await server.close();
});

function client(overrides: Parameters<typeof createWmsClient>[0] = {}) {
  const notices: Notice[] = [];
  const onUnauthorized = jest.fn();
  const saved: { blob: Blob; filename: string }[] = [];
  const instance = createWmsClient({
    baseURL: server.baseURL,
    getToken: () => TOKEN,
    notify: (n) => notices.push(n),
    onUnauthorized,
    saveFile: (blob, filename) => saved.push({ blob, filename }),
    ...overrides,
  });
  return { instance, notices, onUnauthorized, saved };
}

describe('createWmsClient requests', () => {
  it('sends to the base path with the token in Authorization and the language header', async () => {
    server.route('POST /GT_WMS_APP/dataListInit', () => ok({ bean: 1 }));
    const { instance } = client({ getLanguage: () => 'en' });
    await expect(instance.post('/dataListInit', { a: 1 })).resolves.toEqual({ returnCode: '200', returnMgr: 'SUCCESS', bean: 1 });
    const [request] = server.requests;
    expect(request?.path).toBe('/GT_WMS_APP/dataListInit');
    expect(request?.headers.authorization).toBe(TOKEN);
    expect(request?.headers.language).toBe('en');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends a POST without data with no body and no content type (a form type is refused 415)', async () => {
    server.route('POST /GT_WMS_APP/logout', () => ok());
    const { instance } = client();
    await instance.post('/logout');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('sends zh_cn by default and no Authorization without a token', async () => {
    server.route('GET /GT_WMS_APP/x', () => ok());
    const { instance } = client({ getToken: () => undefined });
    await instance.get('/x');
    expect(server.requests[0]?.headers.language).toBe('zh_cn');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('defaults to /GT_WMS_APP, 150000 ms and never follows an absolute URL', () => {
    const instance = createWmsClient();
    expect(instance.axios.defaults.baseURL).toBe('/GT_WMS_APP');
    expect(instance.axios.defaults.timeout).toBe(150000);
    expect(instance.axios.defaults.allowAbsoluteUrls).toBe(false);
  });
});

describe('createWmsClient responses (CONTRACT.md §7, §8)', () => {
  it('saves an octet-stream answer as a file, with the bytes received', async () => {
    server.route('POST /GT_WMS_APP/file', () => ({
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': "attachment; filename*=UTF-8''%E5%BA%93%E5%AD%98.xlsx" },
      body: Buffer.from([1, 2, 3, 4]),
    }));
    const { instance, saved } = client();
    const result = await instance.post('/file', {}, { responseType: 'arraybuffer' });
    expect(isDownloadedFile(result)).toBe(true);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.filename).toBe('库存.xlsx');
    const [file] = saved;
    if (!file) throw new Error('nothing saved');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
  });

  it('on returnCode 401 shows returnMgr, calls onUnauthorized once for many answers, and rejects', async () => {
    server.route('POST /GT_WMS_APP/a', () => ({ body: { returnCode: '401', returnMgr: '登录已过期' } }));
    const { instance, notices, onUnauthorized } = client();
    const results = await Promise.allSettled([instance.post('/a'), instance.post('/a'), instance.post('/a')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ kind: 'unauthorized' });
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('登录已过期');
    expect(notices).toEqual([{ kind: 'error', text: '登录已过期' }]);
  });

  it.each([
    ['logged out', undefined],
    ['logged in anew', 'tok-new-session'],
  ] as const)('does not announce a 401 that answers a session ended since the request left (%s)', async (_, next) => {
    let token: string | undefined = TOKEN;
    // The session ends while the request is on its way: its answer is the old session's 401.
    server.route('POST /GT_WMS_APP/a', () => {
      token = next;
      return { body: { returnCode: '401', returnMgr: '登录已过期' } };
    });
    const { instance, notices, onUnauthorized } = client({ getToken: () => token });
    await expect(instance.post('/a')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    // A 401 to the session the client holds now (or to no session) still is announced.
    await expect(instance.post('/a')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects a non-200 status with the response and the http flag', async () => {
    server.route('POST /GT_WMS_APP/b', () => ({ status: 500, body: { returnCode: '500', returnMgr: 'boom' } }));
    const { instance } = client();
    const error = await instance.post('/b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WmsError);
    expect(error).toMatchObject({ kind: 'http', http: true, status: 500, serverMessage: 'boom', response: { returnCode: '500' } });
  });

  it('turns a time-out into a typed error with the catalogue key requestTimeout', async () => {
    server.route('POST /GT_WMS_APP/slow', () => ({ hang: true }));
    const { instance } = client({ timeout: 80 });
    await expect(instance.post('/slow')).rejects.toMatchObject({ kind: 'timeout', messageKey: 'requestTimeout', http: false });
  });

  it('turns a dropped connection into a network error', async () => {
    server.route('POST /GT_WMS_APP/drop', () => ({ destroy: true }));
    const { instance } = client();
    await expect(instance.post('/drop')).rejects.toMatchObject({ kind: 'network', messageKey: 'networkError' });
  });

  it('turns an abort into an aborted error', async () => {
    server.route('POST /GT_WMS_APP/slow', () => ({ delay: 200, body: {} }));
    const { instance } = client();
    const controller = new AbortController();
    const pending = instance.post('/slow', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
