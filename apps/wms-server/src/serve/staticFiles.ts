import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** The content types the built app has. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Hashed build output: its name changes with its content, so it is cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, config.json): asked for again each time, answered 304 when unchanged. */
export const REVALIDATE = 'no-cache';

/** A file of the app folder for a path below the base, or undefined (never outside the folder). */
export function fileOf(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  try {
    return statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the client takes an encoding (present and not q=0). */
function accepts(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';').map((s) => s.trim());
    if (name !== encoding && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The precompressed variant to send (brotli first, then gzip), written by apps/wms/build/precompress.ts. */
function variant(path: string, acceptEncoding: string | undefined): { path: string; encoding?: 'br' | 'gzip' } {
  if (accepts(acceptEncoding, 'br') && existsSync(`${path}.br`)) return { path: `${path}.br`, encoding: 'br' };
  if (accepts(acceptEncoding, 'gzip') && existsSync(`${path}.gz`)) return { path: `${path}.gz`, encoding: 'gzip' };
  return { path };
}

const etagOf = (stats: Stats, encoding: string | undefined) => `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

/**
 * Sends a file of the app: its precompressed variant when the client takes one, a weak ETag
 * (304 on If-None-Match), `cache-control` as given. `extra` headers go on every answer.
 */
export function sendFile(request: IncomingMessage, response: ServerResponse, path: string, cacheControl: string, extra: Readonly<Record<string, string>>): void {
  const chosen = variant(path, request.headers['accept-encoding']);
  const stats = statSync(chosen.path);
  const etag = etagOf(stats, chosen.encoding);
  const headers: Record<string, string> = {
    ...extra,
    'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    etag,
    vary: 'Accept-Encoding',
  };
  if (chosen.encoding) headers['content-encoding'] = chosen.encoding;
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers).end();
    return;
  }
  headers['content-length'] = String(stats.size);
  response.writeHead(200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(chosen.path).pipe(response);
}
