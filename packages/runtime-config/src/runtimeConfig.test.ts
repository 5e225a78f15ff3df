/** @jest-environment node */
import { DEFAULT_CONFIG, isHttpOrigin, parseRuntimeConfig, type ConfigIssue } from './runtimeConfig';

const issues = (raw: unknown): ConfigIssue[] => {
  const parsed = parseRuntimeConfig(raw);
  return parsed.ok ? [] : parsed.issues;
};

describe('config.json', () => {
  it('an empty object takes every default', () => {
    expect(parseRuntimeConfig({})).toEqual({ ok: true, config: DEFAULT_CONFIG });
  });

  it('reads a full configuration', () => {
    const parsed = parseRuntimeConfig({
      apiBase: 'https://wms.example.com/GT_WMS_APP/',
      reportBase: '/reports/birt',
      frameOrigins: ['https://check.example.com', 'http://10.0.0.5:8081'],
      frames: { '/app/scanGather': 'https://check.example.com/gather?x=1', '/app/asn/returnIn': '/ris-wms/help.html' },
      map: { provider: 'amap', key: 'k1', securityJsCode: 's1' },
      print: { pluginPort: 7000, agentUrl: 'http://127.0.0.1:9000' },
      live: { events: false, pollSeconds: 5 },
    });
    expect(parsed).toEqual({
      ok: true,
      config: {
        apiBase: 'https://wms.example.com/GT_WMS_APP',
        reportBase: '/reports/birt',
        frameOrigins: ['https://check.example.com', 'http://10.0.0.5:8081'],
        frames: { '/app/scanGather': 'https://check.example.com/gather?x=1', '/app/asn/returnIn': '/ris-wms/help.html' },
        map: { provider: 'amap', key: 'k1', securityJsCode: 's1' },
        print: { pluginPort: 7000, agentHost: '127.0.0.1', agentPort: 9000 },
        live: { events: false, pollSeconds: 5 },
      },
    });
  });

  it.each<[string, unknown, ConfigIssue[]]>([
    ['not an object', ['x'], [{ field: '(config.json)', problem: 'notObject' }]],
    ['an unknown field', { apiBAse: '/x' }, [{ field: 'apiBAse', problem: 'unknownField' }]],
    ['apiBase a number', { apiBase: 8080 }, [{ field: 'apiBase', problem: 'notString', value: '8080' }]],
    ['apiBase protocol-relative', { apiBase: '//evil.example/api' }, [{ field: 'apiBase', problem: 'notBase', value: '//evil.example/api' }]],
    ['apiBase with a query', { apiBase: '/GT_WMS_APP?x=1' }, [{ field: 'apiBase', problem: 'notBase', value: '/GT_WMS_APP?x=1' }]],
    ['apiBase javascript:', { apiBase: 'javascript:alert(1)' }, [{ field: 'apiBase', problem: 'notBase', value: 'javascript:alert(1)' }]],
    ['reportBase with credentials', { reportBase: 'https://u:p@r.example/birt' }, [{ field: 'reportBase', problem: 'notBase', value: 'https://u:p@r.example/birt' }]],
    ['frameOrigins not a list', { frameOrigins: 'https://a.example' }, [{ field: 'frameOrigins', problem: 'notArray', value: 'https://a.example' }]],
    ['a frame origin with a path', { frameOrigins: ['https://a.example', 'https://b.example/'] }, [{ field: 'frameOrigins[1]', problem: 'notOrigin', value: 'https://b.example/' }]],
    ['a frame origin ftp', { frameOrigins: ['ftp://a.example'] }, [{ field: 'frameOrigins[0]', problem: 'notOrigin', value: 'ftp://a.example' }]],
    ['a frame origin with the default port', { frameOrigins: ['https://a.example:443'] }, [{ field: 'frameOrigins[0]', problem: 'notOrigin', value: 'https://a.example:443' }]],
    ['a frame at an origin not listed', { frames: { '/app/scanGather': 'https://evil.example/x' } }, [{ field: 'frames["/app/scanGather"]', problem: 'frameOriginNotAllowed', value: 'https://evil.example' }]],
    ['a frame key not a path', { frames: { scanGather: '/x' } }, [{ field: 'frames["scanGather"]', problem: 'notRoutePath', value: 'scanGather' }]],
    ['a frame address javascript:', { frames: { '/iframe': 'javascript:alert(1)' } }, [{ field: 'frames["/iframe"]', problem: 'notFrameAddress', value: 'javascript:alert(1)' }]],
    ['an unknown map provider', { map: { provider: 'google' } }, [{ field: 'map.provider', problem: 'notProvider', value: 'google' }]],
    ['amap without a key', { map: { provider: 'amap' } }, [{ field: 'map.key', problem: 'missingKey' }]],
    ['a plug-in port out of range', { print: { pluginPort: 70000 } }, [{ field: 'print.pluginPort', problem: 'notPort', value: '70000' }]],
    ['a plug-in port as text', { print: { pluginPort: '6459' } }, [{ field: 'print.pluginPort', problem: 'notPort', value: '6459' }]],
    ['an agent on another PC', { print: { agentUrl: 'http://10.0.0.9:8240' } }, [{ field: 'print.agentUrl', problem: 'notLocalAgent', value: 'http://10.0.0.9:8240' }]],
    ['a misspelt print field', { print: { pluginport: 1 } }, [{ field: 'print.pluginport', problem: 'unknownField' }]],
    ['live events as text', { live: { events: 'no' } }, [{ field: 'live.events', problem: 'notBoolean', value: 'no' }]],
    ['a poll interval of 0', { live: { pollSeconds: 0 } }, [{ field: 'live.pollSeconds', problem: 'notSeconds', value: '0' }]],
    ['a misspelt live field', { live: { poll: 5 } }, [{ field: 'live.poll', problem: 'unknownField' }]],
  ])('refuses %s, naming the field', (_name, raw, expected) => {
    expect(issues(raw)).toEqual(expected);
  });

  it('reports every wrong field at once', () => {
    expect(issues({ apiBase: 1, frameOrigins: ['x'], print: { pluginPort: 0 } }).map((i) => i.field)).toEqual(['apiBase', 'frameOrigins[0]', 'print.pluginPort']);
  });

  it.each([
    ['https://a.example', true],
    ['http://localhost:8081', true],
    ['HTTPS://A.EXAMPLE', true],
    ['https://a.example/', false],
    ['https://a.example/path', false],
    ['a.example', false],
    ['https://', false],
  ])('isHttpOrigin(%p) → %p', (value, expected) => {
    expect(isHttpOrigin(value)).toBe(expected);
  });
});
