import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

function withCode(code: string, message = 'x'): Error {
  return Object.assign(new Error(message), { code });
}

/** A socket error as node-postgres passes it on (net's errors name their system call). */
function socketError(code: string, syscall = 'connect'): Error {
  return Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a refused connection on every address (AggregateError)', new AggregateError([socketError('ECONNREFUSED')], '')],
    ['a reset connection', socketError('ECONNRESET', 'read')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a server shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    [
      'the same inside TypeORM',
      new QueryFailedError('SELECT 1', [], Object.assign(new Error('Connection terminated unexpectedly'), {})),
    ],
    ['the same as a cause', new Error('outer', { cause: socketError('ECONNREFUSED') })],
  ])('%s → yes', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a statement timeout', withCode('57014')],
    ['a plain error', new Error('kaputt')],
    ['a client hanging up on its request', withCode('ECONNRESET', 'aborted')],
    ['a client hanging up, wrapped', new Error('Anfrage abgebrochen', { cause: withCode('ECONNRESET', 'aborted') })],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s → no', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
