import { DATA_CHANNEL, isWrite } from '#src/domain/freshness';

let channel: BroadcastChannel | null | undefined;

function dataChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DATA_CHANNEL) : null;
  }
  return channel;
}

/** Tells the app's other tabs that a write went through, so they read again. */
export function announceWrite(method: string, response: Response): void {
  if (response.ok && isWrite(method)) dataChannel()?.postMessage('changed');
}

/** Calls `listener` when another tab announces a write. */
export function onWriteElsewhere(listener: () => void): () => void {
  const own = dataChannel();
  if (!own) return () => undefined;
  const handle = () => listener();
  own.addEventListener('message', handle);
  return () => own.removeEventListener('message', handle);
}
