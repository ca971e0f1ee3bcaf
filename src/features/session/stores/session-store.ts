import { create } from 'zustand';
import { ACTIVITY_THROTTLE_MS } from '../constants';
import {
  openSessionChannel,
  type SessionChannel,
  type SessionMessage,
} from '../lib/session-channel';
import { readSessionConfig } from '../lib/session-config';
import {
  claimExpiry,
  clearSession,
  deadlineOf,
  readSharedActivity,
  restoreSession,
  saveSession,
  writeSharedActivity,
} from '../lib/session-storage';
import type { ExpiryCause, SessionCallbacks, SessionConfig, SessionRecord } from '../types';

interface SessionUser {
  uid: string;
  role: string;
  /** When the person signed in (from the identity provider), in ms. */
  signedInAt?: number | undefined;
}

interface SessionState {
  session: SessionRecord | null;
  config: SessionConfig;
  /** The warning dialog is open: 5 minutes or less remain. */
  warning: boolean;
  /** When the session ends (idle expiry or absolute lifetime), for the countdown. */
  deadline: number | null;
  start: (user: SessionUser, callbacks?: SessionCallbacks) => void;
  recordActivity: () => void;
  /** "Stay signed in": a new 30 minutes, in every tab. */
  extend: () => void;
  /** Ends the session in this tab; `broadcast` tells the other tabs to sign out too. */
  end: (options?: { broadcast?: 'user_logout' | 'session_timeout' }) => void;
  /** Compares the wall clock with the deadline: warns or expires. */
  check: () => void;
}

let callbacks: SessionCallbacks = {};
let channel: SessionChannel | null = null;
let interval: ReturnType<typeof setInterval> | undefined;
let timers: ReturnType<typeof setTimeout>[] = [];

function clearTimers(): void {
  if (interval !== undefined) clearInterval(interval);
  interval = undefined;
  timers.forEach(clearTimeout);
  timers = [];
}

export const useSessionStore = create<SessionState>((set, get) => {
  /** Timers at the exact warning and expiry times, plus the periodic check. */
  const schedule = (): void => {
    clearTimers();
    const { session, config } = get();
    if (!session) return;
    const deadline = deadlineOf(session);
    const now = Date.now();
    interval = setInterval(() => get().check(), config.checkInterval);
    timers.push(setTimeout(() => get().check(), Math.max(0, deadline - config.warningTime - now)));
    timers.push(setTimeout(() => get().check(), Math.max(0, deadline - now)));
    set({ deadline });
  };

  /** Moves the expiry to a full timeout after `at`, in this tab. */
  const refresh = (at: number): SessionRecord | null => {
    const { session, config } = get();
    if (!session) return null;
    const next = {
      ...session,
      lastActivity: Math.max(session.lastActivity, at),
      expiresAt: Math.max(session.expiresAt, at + config.sessionTimeout),
    };
    saveSession(next);
    set({ session: next, warning: false });
    schedule();
    return next;
  };

  const expire = (cause: ExpiryCause): void => {
    const { session } = get();
    if (!session) return;
    const firstTab = claimExpiry(session.userId, deadlineOf(session));
    const onTimeout = callbacks.onTimeout;
    get().end({ broadcast: 'session_timeout' });
    onTimeout?.(cause, firstTab);
  };

  const onMessage = (message: SessionMessage): void => {
    const { session } = get();
    if (!session) return;
    switch (message.type) {
      case 'activity':
      case 'extend':
        if (message.userId === session.userId) refresh(message.at);
        break;
      case 'warning':
        if (message.userId === session.userId) get().check();
        break;
      case 'logout':
        if (message.userId === session.userId) {
          const onEndedElsewhere = callbacks.onEndedElsewhere;
          get().end();
          onEndedElsewhere?.(message.reason);
        }
        break;
      case 'sync-request':
        if (message.userId === session.userId) channel?.post({ type: 'state', record: session });
        break;
      case 'state':
        if (message.record.userId === session.userId) {
          const merged: SessionRecord = {
            ...session,
            startTime: Math.min(session.startTime, message.record.startTime),
            lastActivity: Math.max(session.lastActivity, message.record.lastActivity),
            expiresAt: Math.max(session.expiresAt, message.record.expiresAt),
          };
          saveSession(merged);
          set({ session: merged });
          schedule();
        }
        break;
    }
  };

  return {
    session: null,
    config: readSessionConfig(),
    warning: false,
    deadline: null,

    start: (user, nextCallbacks = {}) => {
      clearTimers();
      channel?.close();
      callbacks = nextCallbacks;
      const config = readSessionConfig();
      const now = Date.now();
      const signedInAt = Math.min(user.signedInAt ?? now, now);
      let session = restoreSession(user.uid, now);
      if (!session) {
        // Activity in another tab, or before the browser was closed, counts, unless it came
        // before this sign-in.
        const shared = readSharedActivity(user.uid);
        const lastActivity = shared !== null && shared >= signedInAt ? Math.min(shared, now) : now;
        session = {
          userId: user.uid,
          userRole: user.role,
          startTime: signedInAt,
          lastActivity,
          expiresAt: lastActivity + config.sessionTimeout,
        };
      }
      saveSession(session);
      set({ session, config, warning: false });
      channel = openSessionChannel(onMessage);
      channel.post({ type: 'sync-request', userId: user.uid });
      schedule();
      get().check();
    },

    recordActivity: () => {
      const { session, warning } = get();
      // While the warning is open only the person's choice counts ("Stay signed in").
      if (!session || warning) return;
      const now = Date.now();
      if (now - session.lastActivity < ACTIVITY_THROTTLE_MS) return;
      refresh(now);
      writeSharedActivity(session.userId, now);
      channel?.post({ type: 'activity', userId: session.userId, at: now });
    },

    extend: () => {
      const { session } = get();
      if (!session) return;
      const now = Date.now();
      refresh(now);
      writeSharedActivity(session.userId, now);
      channel?.post({ type: 'extend', userId: session.userId, at: now });
      callbacks.onExtend?.();
    },

    end: (options = {}) => {
      const { session } = get();
      clearTimers();
      if (session && options.broadcast) {
        channel?.post({ type: 'logout', userId: session.userId, reason: options.broadcast });
      }
      channel?.close();
      channel = null;
      callbacks = {};
      clearSession();
      set({ session: null, warning: false, deadline: null });
    },

    check: () => {
      const { session, config, warning } = get();
      if (!session) return;
      const now = Date.now();
      const deadline = deadlineOf(session);
      if (now >= deadline) {
        expire(deadline < session.expiresAt ? 'lifetime' : 'idle');
        return;
      }
      if (!warning && deadline - now <= config.warningTime) {
        set({ warning: true, deadline });
        channel?.post({ type: 'warning', userId: session.userId, deadline });
        callbacks.onWarning?.(deadline - now);
      }
    },
  };
});
