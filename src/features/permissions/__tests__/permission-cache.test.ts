import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PERMISSION_CACHE_CLEANUP_MS,
  PERMISSION_CACHE_MAX_ENTRIES,
  PERMISSION_CACHE_TTL_MS,
} from '../constants';
import { PermissionCache } from '../lib/permission-cache';
import { permissionCache, startPermissionCacheCleanup } from '../stores/permissions-store';

const entry = { role: 'jobSeeker', permissions: ['jobs:read'] };

describe('permission cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps an entry 15 minutes', () => {
    expect(PERMISSION_CACHE_TTL_MS).toBe(900_000);
    const cache = new PermissionCache();
    cache.set('u1', entry);
    vi.advanceTimersByTime(PERMISSION_CACHE_TTL_MS - 1);
    expect(cache.get('u1')).toMatchObject(entry);
    vi.advanceTimersByTime(1);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('holds at most 1,000 entries, evicting the oldest', () => {
    expect(PERMISSION_CACHE_MAX_ENTRIES).toBe(1_000);
    const cache = new PermissionCache();
    for (let i = 0; i < 1_000; i += 1) cache.set(`u${i}`, entry);
    expect(cache.size).toBe(1_000);
    cache.set('u1000', entry);
    expect(cache.size).toBe(1_000);
    expect(cache.get('u0')).toBeUndefined();
    expect(cache.get('u1')).toBeDefined();
    expect(cache.get('u1000')).toBeDefined();
  });

  it('treats a re-set entry as the newest', () => {
    const cache = new PermissionCache(PERMISSION_CACHE_TTL_MS, 2);
    cache.set('a', entry);
    cache.set('b', entry);
    cache.set('a', entry);
    cache.set('c', entry);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });

  it('removes expired entries every 5 minutes', () => {
    expect(PERMISSION_CACHE_CLEANUP_MS).toBe(300_000);
    permissionCache.clear();
    const stop = startPermissionCacheCleanup();
    permissionCache.set('old', entry);
    vi.advanceTimersByTime(10 * 60_000);
    permissionCache.set('new', entry);
    vi.advanceTimersByTime(5 * 60_000);
    // "old" expired at 15:00 and the 15:00 cleanup removed it; "new" has 10 minutes left
    expect(permissionCache.size).toBe(1);
    expect(permissionCache.get('new')).toBeDefined();
    stop();
  });

  it('invalidates one person', () => {
    const cache = new PermissionCache();
    cache.set('u1', entry);
    cache.set('u2', entry);
    cache.invalidate('u1');
    expect(cache.get('u1')).toBeUndefined();
    expect(cache.get('u2')).toBeDefined();
  });
});
