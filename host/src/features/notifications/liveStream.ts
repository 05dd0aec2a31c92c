import { apiUrl, tokenStore } from '@gospodarz/shared';

/**
 * Opens the unread count's live stream (server-sent events over fetch, so that the bearer token travels in a header
 * and never in the address) and calls `onUnread` with each count. Resolves when the stream ends (the server closes it
 * every few minutes, or a proxy cut it); rejects when it cannot be opened or read, so the caller falls back to polling.
 */
export async function readUnreadStream(onUnread: (unread: number) => void, signal: AbortSignal): Promise<void> {
  const token = tokenStore.getToken();
  const response = await fetch(apiUrl('/v1/notifications/stream'), {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body || !String(response.headers.get('content-type')).includes('text/event-stream')) {
    throw new Error(`stream refused: ${response.status}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const unread = parseUnreadEvent(buffer.slice(0, end));
      if (unread !== null) onUnread(unread);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
}

/** The count of one event block ('event: unread\ndata: {"unread":3}'); null for comments and other events. */
export function parseUnreadEvent(block: string): number | null {
  const lines = block.split('\n');
  if (!lines.includes('event: unread')) return null;
  const data = lines.find((line) => line.startsWith('data: '));
  if (!data) return null;
  try {
    const unread = Number((JSON.parse(data.slice(6)) as { unread?: unknown }).unread);
    return Number.isInteger(unread) && unread >= 0 ? unread : null;
  } catch {
    return null;
  }
}
