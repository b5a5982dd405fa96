import type { IncomingMessage } from 'node:http';
import { UUID_PATTERN } from './crypto';
import { requestIdOf } from './request-id';

function withHeader(value: string | string[] | undefined): IncomingMessage {
  return { headers: { 'x-request-id': value } } as unknown as IncomingMessage;
}

describe('requestIdOf', () => {
  it('takes over a well-formed X-Request-Id from the proxy', () => {
    expect(requestIdOf(withHeader('abc-123.x_y'))).toBe('abc-123.x_y');
  });

  it.each([[undefined], [''], ['a b'], ['x'.repeat(101)], [['a', 'b']]])('makes a new UUID for %p', (value) => {
    expect(requestIdOf(withHeader(value))).toMatch(UUID_PATTERN);
  });
});
