import { Clock } from '../../src/common/clock';
import type { TestApp } from './test-app';

/** Takes over the app's injected clock; `advance` moves time without sleeping. */
export function fakeClock(t: TestApp, start = Date.parse('2025-06-02T08:00:00Z')) {
  let now = start;
  const clock = t.app.get(Clock);
  const spy = jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  return {
    advance(ms: number): void {
      now += ms;
    },
    set(value: number): void {
      now = value;
    },
    get now(): number {
      return now;
    },
    restore(): void {
      spy.mockRestore();
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
