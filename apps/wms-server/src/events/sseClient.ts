/**
 * A small Server-Sent Events reader over fetch for the server's tests and the load case
 * (tests/resilience): the messages of `GET /events` as they arrive. Not used by the app (the
 * app's reader is in @wms/api).
 */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
  /** performance.now() when the message was parsed. */
  at: number;
}

export interface SseStream {
  status: number;
  contentType: string;
  messages: SseMessage[];
  /** Comments seen (heartbeats). */
  comments: string[];
  /** Resolves with the first message (after those already seen) that matches. */
  next: (match?: (m: SseMessage) => boolean, timeoutMs?: number) => Promise<SseMessage>;
  close: () => void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The raw body when the answer is not a stream (a refusal envelope). */
  body?: string;
}

export interface OpenStreamOptions {
  /** Keep every message in `messages` (default true; `next` reads them). */
  keep?: boolean;
  /** Called with each message as it is parsed: a long soak counts them instead of keeping them. */
  onMessage?: (message: SseMessage) => void;
}

export async function openStream(url: string, headers: Record<string, string>, options: OpenStreamOptions = {}): Promise<SseStream> {
  const { keep = true, onMessage } = options;
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const contentType = response.headers.get('content-type') ?? '';
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters: { from: number; match: (m: SseMessage) => boolean; resolve: (m: SseMessage) => void }[] = [];
  let consumed = 0;
  const stream: SseStream = {
    status: response.status,
    contentType,
    messages,
    comments,
    next: (match = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const found = messages.slice(consumed).findIndex(match);
        if (found >= 0) {
          consumed += found + 1;
          resolve(messages[consumed - 1] as SseMessage);
          return;
        }
        const timer = setTimeout(() => { reject(new Error(`no matching event in ${String(timeoutMs)} ms`)); }, timeoutMs);
        waiters.push({ from: messages.length, match, resolve: (m) => { clearTimeout(timer); resolve(m); } });
      }),
    close: () => { controller.abort(); },
    ended: Promise.resolve(),
  };
  if (!contentType.startsWith('text/event-stream') || !response.body) {
    stream.body = await response.text();
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: SseMessage = { event: 'message', data: '', at: performance.now() };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) { if (keep) comments.push(line.slice(1).trim()); }
            else if (line.startsWith('id: ')) message.id = line.slice(4);
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue;
          message.data = data.join('\n');
          onMessage?.(message);
          if (!keep) continue;
          messages.push(message);
          for (const w of [...waiters]) {
            if (w.match(message)) {
              waiters.splice(waiters.indexOf(w), 1);
              consumed = messages.length;
              w.resolve(message);
            }
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return stream;
}
