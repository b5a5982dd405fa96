import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EDIT_WINDOW_MS,
  editTimeLeft,
  formatTimeLeft,
  isEditWindowOpen,
  watchEditWindow,
  type EditWindowState,
  type EditWindowStorage,
} from './edit-window';

describe('formatTimeLeft', () => {
  it.each([
    [EDIT_WINDOW_MS, '10:00'],
    [EDIT_WINDOW_MS - 1, '10:00'],
    [EDIT_WINDOW_MS - 1000, '9:59'],
    [EDIT_WINDOW_MS - 1001, '9:59'],
    [61_000, '1:01'],
    [60_000, '1:00'],
    [59_999, '1:00'],
    [59_000, '0:59'],
    [9_000, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
    [EDIT_WINDOW_MS + 60_000, '10:00'],
  ])('%i ms → %s', (milliseconds, expected) => {
    expect(formatTimeLeft(milliseconds)).toBe(expected);
  });
});

describe('editTimeLeft / isEditWindowOpen', () => {
  const createdAt = Date.UTC(2026, 10, 21, 9, 0, 0);

  it('is the full window right after creation', () => {
    expect(editTimeLeft(createdAt, createdAt)).toBe(EDIT_WINDOW_MS);
    expect(isEditWindowOpen(createdAt, createdAt)).toBe(true);
  });

  it('closes exactly 10 minutes after creation', () => {
    expect(editTimeLeft(createdAt, createdAt + EDIT_WINDOW_MS - 1)).toBe(1);
    expect(isEditWindowOpen(createdAt, createdAt + EDIT_WINDOW_MS - 1)).toBe(true);
    expect(editTimeLeft(createdAt, createdAt + EDIT_WINDOW_MS)).toBe(0);
    expect(isEditWindowOpen(createdAt, createdAt + EDIT_WINDOW_MS)).toBe(false);
  });

  it('never goes negative', () => {
    expect(editTimeLeft(createdAt, createdAt + 3 * EDIT_WINDOW_MS)).toBe(0);
  });
});

describe('watchEditWindow', () => {
  const start = Date.UTC(2026, 10, 21, 9, 0, 0);
  let stored: Map<string, { createdAt: number; editToken?: string }>;
  let storage: EditWindowStorage;
  let states: EditWindowState[];
  const listener = (state: EditWindowState) => states.push(state);

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    stored = new Map();
    storage = { read: (id) => stored.get(id) ?? null, remove: (id) => void stored.delete(id) };
    states = [];
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports none when nothing is stored', () => {
    watchEditWindow('b1', storage, listener);
    expect(states).toEqual([{ status: 'none' }]);
  });

  it('reports the time left at once and then every second', () => {
    stored.set('b1', { createdAt: start - 30_000, editToken: 'token-1' });
    watchEditWindow('b1', storage, listener);
    expect(states).toEqual([{ status: 'open', timeLeftMs: EDIT_WINDOW_MS - 30_000, editToken: 'token-1' }]);

    vi.advanceTimersByTime(1000);
    expect(states.at(-1)).toEqual({ status: 'open', timeLeftMs: EDIT_WINDOW_MS - 31_000, editToken: 'token-1' });
    vi.advanceTimersByTime(2000);
    expect(states).toHaveLength(4);
    expect(formatTimeLeft((states.at(-1) as { timeLeftMs: number }).timeLeftMs)).toBe('9:27');
  });

  it('expires after ten minutes, removes the stored entry and stops ticking', () => {
    stored.set('b1', { createdAt: start });
    watchEditWindow('b1', storage, listener);
    vi.advanceTimersByTime(EDIT_WINDOW_MS - 1000);
    expect(states.at(-1)).toEqual({ status: 'open', timeLeftMs: 1000, editToken: undefined });
    expect(stored.has('b1')).toBe(true);

    vi.advanceTimersByTime(1000);
    expect(states.at(-1)).toEqual({ status: 'expired' });
    expect(stored.has('b1')).toBe(false);

    const count = states.length;
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(count);
  });

  it('reports an entry older than ten minutes as expired and removes it', () => {
    stored.set('b1', { createdAt: start - EDIT_WINDOW_MS - 1 });
    watchEditWindow('b1', storage, listener);
    expect(states).toEqual([{ status: 'expired' }]);
    expect(stored.has('b1')).toBe(false);
  });

  it('stops ticking when unsubscribed', () => {
    stored.set('b1', { createdAt: start });
    const unsubscribe = watchEditWindow('b1', storage, listener);
    unsubscribe();
    vi.advanceTimersByTime(5000);
    expect(states).toHaveLength(1);
  });
});
