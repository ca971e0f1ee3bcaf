import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore, useUserId } from '../stores/auth-store';

const initial = useAuthStore.getInitialState();

describe('useUserId', () => {
  beforeEach(() => {
    useAuthStore.setState(initial, true);
  });

  it('is null while nobody is signed in', () => {
    const { result } = renderHook(() => useUserId());
    expect(result.current).toBeNull();
  });

  it('is the signed-in person’s id, and follows a sign-in and a sign-out', () => {
    const { result } = renderHook(() => useUserId());
    act(() => {
      useAuthStore.setState({
        user: { uid: 'u1', email: 'sam@jobs.test', displayName: 'Sam Carter' },
      });
    });
    expect(result.current).toBe('u1');
    act(() => {
      useAuthStore.setState({ user: null });
    });
    expect(result.current).toBeNull();
  });
});
