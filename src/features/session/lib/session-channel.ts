import { SESSION_CHANNEL } from '../constants';
import type { SessionRecord } from '../types';

export type SessionMessage =
  | { type: 'activity'; userId: string; at: number }
  | { type: 'extend'; userId: string; at: number }
  | { type: 'warning'; userId: string; deadline: number }
  | { type: 'logout'; userId: string; reason: 'user_logout' | 'session_timeout' }
  | { type: 'sync-request'; userId: string }
  | { type: 'state'; record: SessionRecord };

export interface SessionChannel {
  post(message: SessionMessage): void;
  close(): void;
}

/** The tabs of one browser talk over a BroadcastChannel; without one, each tab is alone. */
export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel === 'undefined')
    return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<SessionMessage>) => onMessage(event.data);
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // a closed channel: the other tabs are gone
      }
    },
    close: () => channel.close(),
  };
}
