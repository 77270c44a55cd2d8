// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdownStore } from '../stores/countdown-store';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    useCountdownStore.setState({ endsAt: {} });
  });
  afterEach(() => vi.useRealTimers());

  it('counts down each second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown('noLogin'));
    expect(result.current.running).toBe(false);
    act(() => result.current.start(120));
    expect(result.current.remaining).toBe(120);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(119);
    act(() => void vi.advanceTimersByTime(118_000));
    expect(result.current.remaining).toBe(1);
    expect(result.current.running).toBe(true);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('survives unmounting: a reopened popup sees the same countdown', () => {
    const first = renderHook(() => useCountdown('register'));
    act(() => first.result.current.start(60));
    first.unmount();
    act(() => void vi.advanceTimersByTime(20_000));
    const second = renderHook(() => useCountdown('register'));
    expect(second.result.current.remaining).toBe(40);
  });

  it('keeps purposes apart', () => {
    const login = renderHook(() => useCountdown('noLogin'));
    const register = renderHook(() => useCountdown('register'));
    act(() => login.result.current.start(60));
    expect(login.result.current.running).toBe(true);
    expect(register.result.current.running).toBe(false);
  });
});
