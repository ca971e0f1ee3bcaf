import { PERMISSION_CACHE_MAX_ENTRIES, PERMISSION_CACHE_TTL_MS } from '../constants';
import type { TeamPermissions } from './role-permissions';

interface PermissionCacheEntry {
  role: string;
  permissions: string[];
  teamPermissions?: TeamPermissions;
  expiresAt: number;
}

/** Per-user permission entries: 15 minutes each, at most 1,000, the oldest evicted first. */
export class PermissionCache {
  private readonly entries = new Map<string, PermissionCacheEntry>();

  constructor(
    private readonly ttlMs = PERMISSION_CACHE_TTL_MS,
    private readonly maxEntries = PERMISSION_CACHE_MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry if present and unexpired. */
  get(userId: string, now = Date.now()): PermissionCacheEntry | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry;
  }

  set(
    userId: string,
    value: Omit<PermissionCacheEntry, 'expiresAt'>,
    now = Date.now(),
  ): PermissionCacheEntry {
    this.entries.delete(userId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = { ...value, expiresAt: now + this.ttlMs };
    this.entries.set(userId, entry);
    return entry;
  }

  invalidate(userId: string): void {
    this.entries.delete(userId);
  }

  /** Removes expired entries; returns how many went. */
  cleanup(now = Date.now()): number {
    let removed = 0;
    for (const [userId, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(userId);
        removed += 1;
      }
    }
    return removed;
  }

  clear(): void {
    this.entries.clear();
  }
}
