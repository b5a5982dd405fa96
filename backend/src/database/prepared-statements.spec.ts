import { FrequentTexts } from './prepared-statements';

describe('FrequentTexts', () => {
  it('names a text on its second use and keeps the name', () => {
    const texts = new FrequentTexts(2);
    expect(texts.nameOf('SELECT $1')).toBeUndefined();
    const name = texts.nameOf('SELECT $1');
    expect(name).toMatch(/^bs_[\w-]{27}$/);
    expect(texts.nameOf('SELECT $1')).toBe(name);
    expect(texts.nameIfNamed('SELECT $1')).toBe(name);
  });

  it('gives different texts different names', () => {
    const texts = new FrequentTexts(2);
    for (const text of ['SELECT $1', 'SELECT $2', 'SELECT $1', 'SELECT $2']) texts.nameOf(text);
    expect(texts.nameIfNamed('SELECT $1')).not.toBe(texts.nameIfNamed('SELECT $2'));
  });

  it('names no more than its maximum: later texts stay unnamed, the named keep their names', () => {
    const texts = new FrequentTexts(1);
    texts.nameOf('a');
    const a = texts.nameOf('a');
    expect(a).toBeDefined();
    expect(texts.nameOf('b')).toBeUndefined();
    expect(texts.nameOf('b')).toBeUndefined();
    expect(texts.nameOf('a')).toBe(a);
  });

  it('forgets the texts seen once when it has seen too many, so a text then needs two uses again', () => {
    const texts = new FrequentTexts(10, 2);
    texts.nameOf('a');
    texts.nameOf('b');
    // Full: 'c' empties the texts seen once and is the only one left.
    texts.nameOf('c');
    expect(texts.nameOf('a')).toBeUndefined();
    expect(texts.nameOf('c')).toBeDefined();
  });

  it('counts no use when asked for a name only', () => {
    const texts = new FrequentTexts(2);
    texts.nameOf('a');
    expect(texts.nameIfNamed('a')).toBeUndefined();
    expect(texts.nameOf('a')).toBeDefined();
  });
});
