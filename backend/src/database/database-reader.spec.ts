import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DatabaseReader } from './database-reader';
import { onPrimary } from './read-your-writes';

/** A DataSource whose two servers answer queries with their own name. */
function fakeDataSource(options: { replicated: boolean; replica?: Partial<EntityManager>; connectFails?: boolean }) {
  const primary = {
    query: jest.fn(() => Promise.resolve('primary')),
    findOneBy: jest.fn(() => Promise.resolve({ on: 'primary' })),
  };
  const runner = {
    connect: jest.fn(() =>
      options.connectFails === true
        ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5433'))
        : Promise.resolve(),
    ),
    release: jest.fn(() => Promise.resolve()),
    manager: {
      query: jest.fn(() => Promise.resolve('replica')),
      findOneBy: jest.fn(() => Promise.resolve({ on: 'replica' })),
      ...options.replica,
    },
  };
  const dataSource = {
    driver: { isReplicated: options.replicated },
    manager: primary,
    createQueryRunner: jest.fn(() => runner),
  };
  return { reader: new DatabaseReader(dataSource as unknown as DataSource), dataSource, runner };
}

describe('DatabaseReader', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads from the primary when no replica is configured', async () => {
    const { reader, dataSource } = fakeDataSource({ replicated: false });
    await expect(reader.query('SELECT 1')).resolves.toBe('primary');
    expect(dataSource.createQueryRunner).not.toHaveBeenCalled();
  });

  it('reads from a replica and gives the connection back', async () => {
    const { reader, dataSource, runner } = fakeDataSource({ replicated: true });
    await expect(reader.query('SELECT $1::int', [1])).resolves.toBe('replica');
    expect(dataSource.createQueryRunner).toHaveBeenCalledWith('slave');
    expect(runner.manager.query).toHaveBeenCalledWith('SELECT $1::int', [1]);
    expect(runner.release).toHaveBeenCalledTimes(1);
  });

  it('stays on the primary for a visitor who has just written', async () => {
    const { reader, dataSource } = fakeDataSource({ replicated: true });
    await expect(onPrimary(() => reader.query('SELECT 1'))).resolves.toBe('primary');
    expect(dataSource.createQueryRunner).not.toHaveBeenCalled();
  });

  it('asks the primary for a row the replica does not have yet, and only then', async () => {
    const missing = fakeDataSource({ replicated: true, replica: { findOneBy: jest.fn(() => Promise.resolve(null)) } });
    const find = (manager: EntityManager) => manager.findOneBy('Business', { id: 'x' });
    await expect(missing.reader.readOrPrimary(find)).resolves.toEqual({ on: 'primary' });

    const present = fakeDataSource({ replicated: true });
    await expect(present.reader.readOrPrimary(find)).resolves.toEqual({ on: 'replica' });
    expect(present.dataSource.manager.findOneBy).not.toHaveBeenCalled();
  });

  it('falls back to the primary when the replica cannot be reached', async () => {
    const { reader, runner } = fakeDataSource({ replicated: true, connectFails: true });
    await expect(reader.query('SELECT 1')).resolves.toBe('primary');
    expect(runner.release).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'Replica unreachable; reading from the primary');
  });

  it('repeats a query the replica cancelled for replay on the primary, and passes other errors on', async () => {
    const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    const cancelled = fakeDataSource({ replicated: true, replica: { query: jest.fn().mockRejectedValue(conflict) } });
    await expect(cancelled.reader.query('SELECT 1')).resolves.toBe('primary');
    expect(cancelled.runner.release).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);

    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    const broken = fakeDataSource({ replicated: true, replica: { query: jest.fn().mockRejectedValue(syntax) } });
    await expect(broken.reader.query('SELEC 1')).rejects.toBe(syntax);
    expect(broken.runner.release).toHaveBeenCalledTimes(1);
  });
});
