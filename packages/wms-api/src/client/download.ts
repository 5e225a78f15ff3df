/** Saves bytes as a file for the user. Injected so that tests and other hosts can observe it. */
export type FileSaver = (blob: Blob, filename: string) => void;

/**
 * The browser's way: an object URL of the bytes already received and a temporary anchor.
 * The seed opened a hidden frame whose address carried the Authorization token; we never put a
 * token into a URL (addresses end up in logs, history and Referer headers).
 */
export const saveWithObjectUrl: FileSaver = (blob, filename) => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Let the click start the download before the URL is revoked.
  setTimeout(() => { URL.revokeObjectURL(url); }, 1000);
};

/** The file name of a Content-Disposition header, or the fallback. */
export function filenameFromDisposition(header: string | undefined | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? fallback;
}
