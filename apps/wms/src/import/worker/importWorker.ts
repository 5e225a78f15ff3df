import { handle } from './handle';
import type { WorkerReply, WorkerRequest } from './protocol';

/** The import worker (a module worker): SheetJS reads and writes workbooks here, off the main thread. */
const scope = self as unknown as { postMessage: (message: WorkerReply, transfer?: Transferable[]) => void; addEventListener: typeof addEventListener };
scope.addEventListener('message', (event) => {
  handle((event as MessageEvent<WorkerRequest>).data, (message) => {
    scope.postMessage(message, message.kind === 'written' ? [message.bytes.buffer as ArrayBuffer] : []);
  });
});
