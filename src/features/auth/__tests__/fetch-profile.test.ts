import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile } from '../api/fetch-profile';
import { PROFILE_FETCH_ATTEMPTS, PROFILE_FETCH_RETRY_MS } from '../constants';

const profile = { uid: 'u1', role: 'jobSeeker' };

describe('fetchProfile', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries 3 times, 1 second apart', () => {
    expect(PROFILE_FETCH_ATTEMPTS).toBe(3);
    expect(PROFILE_FETCH_RETRY_MS).toBe(1_000);
  });

  it('returns the profile read on the first try without waiting', async () => {
    const read = vi.fn().mockResolvedValue(profile);
    await expect(fetchProfile('u1', read)).resolves.toEqual(profile);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('waits exactly 1 second before the second try', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue(profile);
    const result = fetchProfile('u1', read);
    await vi.advanceTimersByTimeAsync(999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual(profile);
  });

  it('gives "Failed to load user profile" after three failed reads, two seconds in', async () => {
    const read = vi.fn().mockRejectedValue(new Error('unavailable'));
    const result = fetchProfile('u1', read);
    const outcome = result.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(1_999);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('Failed to load user profile');
    expect(read).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('treats a missing profile as no profile, not as a failure', async () => {
    const read = vi.fn().mockResolvedValue(null);
    await expect(fetchProfile('u1', read)).resolves.toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
