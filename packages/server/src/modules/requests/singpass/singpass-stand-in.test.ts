import { EventEmitter } from 'node:events';
import type { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../core/config/env';
import type { FastifyBaseLogger } from 'fastify';
import { STAND_IN_MAX_RESTARTS, singpassStandIn } from './singpass-stand-in';

/** A child process that exits when the test says, and records being killed. */
function fakeSpawn() {
  const children: (EventEmitter & { kill: () => void; killed: boolean })[] = [];
  const spawnChild = vi.fn(() => {
    const child = Object.assign(new EventEmitter(), {
      killed: false,
      kill: () => {
        child.killed = true;
        child.emit('exit', null);
      },
    });
    children.push(child);
    return child;
  });
  return { spawnChild: spawnChild as unknown as typeof spawn, children };
}

const logger = { info: vi.fn(), warn: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
const config = loadConfig({ LOG_LEVEL: 'silent' }, { development: true });

describe('the Singpass stand-in of development', () => {
  it('is started again when it exits (as on an altered code), and not once stopped', () => {
    const { spawnChild, children } = fakeSpawn();
    const standIn = singpassStandIn(config, logger, spawnChild)!;

    standIn.start();
    children[0]!.emit('exit', 1);
    expect(children).toHaveLength(2);

    standIn.stop();
    expect(children[1]!.killed).toBe(true);
    expect(children).toHaveLength(2);
  });

  it('gives up after a number of restarts (a port in use fails every time)', () => {
    const { spawnChild, children } = fakeSpawn();
    const standIn = singpassStandIn(config, logger, spawnChild)!;

    standIn.start();
    for (let i = 0; i <= STAND_IN_MAX_RESTARTS; i += 1) children.at(-1)!.emit('exit', 1);

    expect(children).toHaveLength(STAND_IN_MAX_RESTARTS + 1);
  });
});
