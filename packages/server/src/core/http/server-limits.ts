import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { isIPv6 } from 'node:net';

/**
 * How long a client may take, so a slow or stalled one cannot hold a connection (and an upload's
 * partial file) for ever. Node checks the header and request timeouts every `checkIntervalMs`.
 */
export interface ServerTimeouts {
  /** The request's headers must all have arrived within this. */
  headersMs: number;
  /** The whole request, headers and body, must have arrived within this (answered 408). */
  requestMs: number;
  /** A connection with no byte either way for this long is closed. */
  idleMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
  checkIntervalMs: number;
}

/**
 * Headers in 15 s (a browser sends them at once); a whole request in 120 s, so a 10 MB upload
 * passes at 0.7 Mbit/s or more; 30 s without a byte either way ends any connection; an idle
 * kept-alive connection lasts 72 s, longer than a load balancer's usual 60 s, so the balancer (not
 * the portal) closes idle connections and never sends a request down one being closed.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 120_000,
  idleMs: 30_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 5_000,
};

/** Fastify's options for the timeouts (it hands `http` to Node's `createServer`). */
export function timeoutOptions(timeouts: ServerTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}

/** The groups of an IPv6 address written out in full (eight 16-bit groups, lower-case hex). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part
          .split(':')
          // An embedded IPv4 address (64:ff9b::192.0.2.1) fills the last two groups.
          .flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The address one client is counted under (open connections here, login throttling in the auth
 * module): an IPv4 address (also when IPv6-mapped), or an IPv6 address's /64, since one client
 * commonly holds a whole /64 and may use any address in it. A zone (`%eth0`) is ignored.
 */
export function addressKey(remoteAddress: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(remoteAddress);
  if (mapped?.[1]) return mapped[1];
  const address = remoteAddress.split('%')[0] ?? remoteAddress;
  if (!isIPv6(address)) return remoteAddress;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * Refuses (closes at once) a connection from an address that already holds `max` open ones, so
 * one client cannot take every descriptor; other addresses are unaffected. 0 means no bound.
 */
export function limitConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    if (!socket.remoteAddress) return;
    const key = addressKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/**
 * An answer sent before the request's body has all arrived (an upload refused before its file is
 * read: 401, 403, 404, 429) leaves Node discarding the rest of the body under the keep-alive
 * timeout (72 s). The idle timeout applies instead, so a client that stalls there is cut off as
 * soon as one stalling anywhere else; a client that goes on sending is not.
 */
export function idleWhileDiscarding(app: FastifyInstance, idleMs: number): void {
  app.addHook('onResponse', async (request) => {
    const { socket } = request.raw;
    if (!request.raw.complete && socket && !socket.destroyed) socket.setTimeout(idleMs);
  });
}
