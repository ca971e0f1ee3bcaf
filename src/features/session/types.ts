export interface SessionRecord {
  userId: string;
  userRole: string;
  /** When the person signed in (ms); the absolute lifetime counts from here. */
  startTime: number;
  lastActivity: number;
  expiresAt: number;
}

export interface SessionConfig {
  sessionTimeout: number;
  warningTime: number;
  checkInterval: number;
}

/** Why a session ended by itself: idle too long, or past its absolute lifetime. */
export type ExpiryCause = 'idle' | 'lifetime';

export interface SessionCallbacks {
  /** The warning opened (in this tab or another). */
  onWarning?: (remainingMs: number) => void;
  /** This tab's session expired: sign out and audit (once across tabs: `firstTab`). */
  onTimeout?: (cause: ExpiryCause, firstTab: boolean) => void;
  /** The person chose to stay signed in, in this tab. */
  onExtend?: () => void;
  /** Another tab signed out or timed out. */
  onEndedElsewhere?: (reason: 'user_logout' | 'session_timeout') => void;
}
