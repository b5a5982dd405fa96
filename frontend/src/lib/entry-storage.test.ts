import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryStorageKey, readEntry, removeEntry, saveEntry } from './entry-storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('entry storage', () => {
  it('stores the creation time and edit token under one key per business', () => {
    saveEntry('abc-123', { createdAt: 1_700_000_000_000, editToken: 'secret' });
    expect(entryStorageKey('abc-123')).toBe('bb:entry:abc-123');
    expect(JSON.parse(localStorage.getItem('bb:entry:abc-123') ?? '')).toEqual({
      createdAt: 1_700_000_000_000,
      editToken: 'secret',
    });
    expect(readEntry('abc-123')).toEqual({ createdAt: 1_700_000_000_000, editToken: 'secret' });
    expect(readEntry('other')).toBeNull();
  });

  it('keeps entries of different businesses apart', () => {
    saveEntry('a', { createdAt: 1 });
    saveEntry('b', { createdAt: 2, editToken: 't' });
    removeEntry('a');
    expect(readEntry('a')).toBeNull();
    expect(readEntry('b')).toEqual({ createdAt: 2, editToken: 't' });
  });

  it('reads an entry without a token', () => {
    saveEntry('a', { createdAt: 5 });
    expect(readEntry('a')).toEqual({ createdAt: 5 });
  });

  it.each([
    ['not json', '{oops'],
    ['no timestamp', '{"editToken":"t"}'],
    ['a text timestamp', '{"createdAt":"gestern"}'],
    ['null', 'null'],
    ['a number', '42'],
  ])('treats a damaged value (%s) as absent', (_label, raw) => {
    localStorage.setItem('bb:entry:x', raw);
    expect(readEntry('x')).toBeNull();
  });

  it('drops an empty token', () => {
    localStorage.setItem('bb:entry:x', '{"createdAt":3,"editToken":""}');
    expect(readEntry('x')).toEqual({ createdAt: 3 });
  });

  it('does not throw when the browser refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => saveEntry('a', { createdAt: 1 })).not.toThrow();
    expect(readEntry('a')).toBeNull();
  });
});
