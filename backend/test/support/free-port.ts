import { createServer } from 'node:net';

/** A TCP port nobody listens on right now, for a server the tests start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('kein Port')),
      );
    });
  });
}
