import { describeStartupError } from './startup-error';

describe('describeStartupError', () => {
  it('says so when the failure came without a reason instead of printing "undefined"', () => {
    const text = describeStartupError(undefined);
    expect(text).toContain('Start fehlgeschlagen, ohne Angabe eines Grundes');
    expect(text).not.toMatch(/^undefined$/);
  });

  it('names the cause and its causes', () => {
    const error = new Error('Migration fehlgeschlagen', { cause: new Error('Spalte fehlt') });
    expect(describeStartupError(error)).toBe('Start fehlgeschlagen: Migration fehlgeschlagen – Ursache: Spalte fehlt');
  });

  it('tells what to do when the port is taken', () => {
    const error = Object.assign(new Error('listen EADDRINUSE: address already in use 0.0.0.0:3000'), {
      code: 'EADDRINUSE',
    });
    expect(describeStartupError(error)).toBe(
      'Start fehlgeschlagen: listen EADDRINUSE: address already in use 0.0.0.0:3000\n' +
        'Abhilfe: Der Port ist belegt. Beenden Sie das Programm, das ihn verwendet, oder setzen Sie PORT auf einen freien Port.',
    );
  });

  it('points to DATABASE_URL when the database cannot be reached', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(describeStartupError(error)).toContain('Abhilfe: Die Datenbank ist nicht erreichbar: DATABASE_URL prüfen');
  });
});
