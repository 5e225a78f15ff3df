/**
 * Which addresses an embedded frame may show: the app's own origin and the origins of
 * config.json's `frameOrigins` (checked as origins when the file was read), nothing else.
 */
export function allowedFrameOrigins(own: string, configured: readonly string[]): string[] {
  return [own, ...configured];
}

/** The address to show, or why not: none configured, or an origin outside the allow-list. */
export function resolveFrameUrl(
  candidate: string | undefined,
  allowed: readonly string[],
  base: string,
): { url: string } | { refused: 'none' | 'outside'; origin?: string } {
  if (!candidate?.trim()) return { refused: 'none' };
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return { refused: 'outside' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { refused: 'outside', origin: url.protocol };
  if (!allowed.includes(url.origin)) return { refused: 'outside', origin: url.origin };
  return { url: url.href };
}
