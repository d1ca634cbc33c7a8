import { once } from 'node:events';
import net from 'node:net';
import type { ClamdConfig } from '../config/env';

export type ScanResult = { infected: false } | { infected: true; signature: string };

/** Scans a file's bytes for viruses. */
export interface VirusScanner {
  /** Throws `ScannerUnavailableError` when the scanner cannot give an answer. */
  scan(chunks: readonly Uint8Array[]): Promise<ScanResult>;
}

/** The scanner did not answer, or answered with an error: the file is neither clean nor not. */
export class ScannerUnavailableError extends Error {
  constructor(reason: string) {
    super(`Virus scanner unavailable: ${reason}`);
    this.name = 'ScannerUnavailableError';
  }
}

/** clamd takes a stream in chunks, each after its length; this keeps each chunk small. */
const CHUNK_BYTES = 64 * 1024;

/**
 * clamd's INSTREAM command over its socket or TCP port: the bytes in length-prefixed chunks, then
 * an empty chunk, and one answer line (`stream: OK`, `stream: <signature> FOUND`, or an error such
 * as the size limit). A connection per scan; `timeoutMs` without progress fails the scan.
 */
export function createClamdScanner(
  address: ClamdConfig,
  options: { timeoutMs?: number } = {},
): VirusScanner {
  const timeoutMs = options.timeoutMs ?? 30_000;

  return {
    async scan(chunks) {
      const socket =
        'socket' in address
          ? net.createConnection({ path: address.socket })
          : net.createConnection({ host: address.host, port: address.port });
      socket.setTimeout(timeoutMs, () => socket.destroy(new Error('timed out')));
      const answer = new Promise<string>((resolve, reject) => {
        const received: Buffer[] = [];
        socket.on('data', (data: Buffer) => {
          received.push(data);
          const all = Buffer.concat(received);
          const end = all.indexOf(0);
          if (end >= 0) resolve(all.subarray(0, end).toString('utf8'));
        });
        socket.on('error', reject);
        socket.on('close', () => reject(new Error('closed before answering')));
      });
      // Writes may fail once clamd has answered early (a size limit); the answer tells why.
      answer.catch(() => {});
      try {
        await once(socket, 'connect');
        const write = async (bytes: Uint8Array) => {
          if (!socket.write(bytes)) await Promise.race([once(socket, 'drain'), answer]);
        };
        await write(Buffer.from('zINSTREAM\0'));
        for (const chunk of chunks) {
          for (let at = 0; at < chunk.length; at += CHUNK_BYTES) {
            const part = chunk.subarray(at, at + CHUNK_BYTES);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(part.length);
            await write(length);
            await write(part);
          }
        }
        await write(Buffer.alloc(4));
        return parseAnswer(await answer);
      } catch (error) {
        if (error instanceof ScannerUnavailableError) throw error;
        throw new ScannerUnavailableError((error as Error).message);
      } finally {
        socket.destroy();
      }
    },
  };
}

function parseAnswer(line: string): ScanResult {
  if (line === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found?.[1]) return { infected: true, signature: found[1] };
  // e.g. "INSTREAM size limit exceeded. ERROR": no verdict on the file.
  throw new ScannerUnavailableError(line.slice(0, 200));
}
