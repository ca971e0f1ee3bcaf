import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, setTelemetrySink, TELEMETRY_QUEUE_LIMIT, track } from '..';

afterEach(() => {
  // drain and forget whatever a test left queued
  setTelemetrySink({ track: () => undefined, reportError: () => undefined });
  setTelemetrySink(null);
});

describe('telemetry', () => {
  it('hands calls made before the sink registers to it, in order', () => {
    const error = new Error('early');
    track('search', { results: 3 });
    reportError(error, 'jobs.search');
    const sink = { track: vi.fn(), reportError: vi.fn() };
    setTelemetrySink(sink);
    expect(sink.track).toHaveBeenCalledWith('search', { results: 3 });
    expect(sink.reportError).toHaveBeenCalledWith(error, 'jobs.search');
    track('job_saved');
    expect(sink.track).toHaveBeenLastCalledWith('job_saved', undefined);
  });

  it(`keeps only the latest ${TELEMETRY_QUEUE_LIMIT} calls while no sink is registered`, () => {
    for (let i = 0; i < TELEMETRY_QUEUE_LIMIT + 5; i += 1) track('search', { i });
    const sink = { track: vi.fn(), reportError: vi.fn() };
    setTelemetrySink(sink);
    expect(sink.track).toHaveBeenCalledTimes(TELEMETRY_QUEUE_LIMIT);
    expect(sink.track.mock.calls[0]).toEqual(['search', { i: 5 }]);
  });

  it('never throws, even when the sink does', () => {
    setTelemetrySink({
      track: () => {
        throw new Error('sink down');
      },
      reportError: () => {
        throw new Error('sink down');
      },
    });
    expect(() => {
      track('role_added');
      reportError('oops');
    }).not.toThrow();
  });

  it('queues again once the sink is removed', () => {
    const sink = { track: vi.fn(), reportError: vi.fn() };
    setTelemetrySink(sink);
    setTelemetrySink(null);
    track('application_sent');
    expect(sink.track).not.toHaveBeenCalled();
    setTelemetrySink(sink);
    expect(sink.track).toHaveBeenCalledWith('application_sent', undefined);
  });
});
