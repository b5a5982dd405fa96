import { createServer } from 'node:net';

/** Listens on `port` (0: any) at `host` and closes again; resolves to the port that was bound. */
function bindOnce(port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('kein Port')),
      );
    });
  });
}

/** A TCP port nobody listens on right now (for the embedded database and the servers tests start). */
export function freePort(): Promise<number> {
  return bindOnce(0);
}

/** Whether `port` can be bound at `host` right now (nobody else listens there). */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return bindOnce(port, host).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') return false;
      throw error;
    },
  );
}
