import { contentSecurityPolicy, cspSourcesFromEnv, frameOriginsFromEnv } from './securityHeaders';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the Content-Security-Policy', () => {
  it('allows only its own scripts and WebAssembly, no plug-ins, and framing by its own origin', () => {
    const csp = contentSecurityPolicy();
    // WebAssembly compiled (the camera's reader), never script text evaluated.
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' blob:");
  });

  it('lets the app reach the print plug-in and agent on the operator PC, on the configured ports', () => {
    expect(directive(contentSecurityPolicy(), 'connect-src')).toBe("connect-src 'self' ws://localhost:6459 ws://127.0.0.1:6459 http://localhost:8240 http://127.0.0.1:8240");
    const custom = directive(contentSecurityPolicy(cspSourcesFromEnv({ WMS_PRINT_PORT: '7000', WMS_AGENT_PORT: 'x' })), 'connect-src');
    expect(custom).toContain('ws://localhost:7000');
    expect(custom).toContain('http://localhost:8240');
  });

  it('lets the app call an API base on another origin when the configuration names one', () => {
    const csp = contentSecurityPolicy({ connectOrigins: ['https://wms.example.com', 'javascript:alert(1)'] });
    expect(directive(csp, 'connect-src')).toMatch(/^connect-src 'self' https:\/\/wms\.example\.com ws:/);
    expect(csp).not.toContain('javascript');
  });

  it('adds a map provider only when one is configured', () => {
    expect(contentSecurityPolicy()).not.toContain('amap');
    const csp = contentSecurityPolicy(cspSourcesFromEnv({ WMS_MAP_PROVIDER: 'amap' }));
    expect(directive(csp, 'script-src')).toContain('https://webapi.amap.com');
  });

  it('frames only well-formed origins from the configuration', () => {
    expect(frameOriginsFromEnv(' https://reports.example.com , javascript:alert(1), http://10.0.0.5:8080, https://x.example/path ')).toEqual(['https://reports.example.com', 'http://10.0.0.5:8080']);
    expect(directive(contentSecurityPolicy({ frameOrigins: ['https://reports.example.com'] }), 'frame-src')).toBe("frame-src 'self' blob: https://reports.example.com");
  });
});
