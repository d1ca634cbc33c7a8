import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  /** The JSON body as parsed, or the raw text when it is not JSON. */
  body: unknown;
}

export interface TestSmsProvider {
  /** The endpoint to set as SMS_PROVIDER_URL. */
  url: string;
  /** Every request, answered or not, in arrival order. */
  received: ReceivedSms[];
  /**
   * The statuses of the next answers, in order; once used up, 200. `'hang'` never answers (until
   * the server closes), for timeouts.
   */
  answers: (number | 'hang')[];
  close(): Promise<void>;
}

/** A fake HTTP SMS provider on 127.0.0.1 and a random port, recording what it is sent. */
export async function startSmsProvider(): Promise<TestSmsProvider> {
  const received: ReceivedSms[] = [];
  const answers: (number | 'hang')[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as text.
      }
      received.push({ method: request.method, path: request.url, headers: request.headers, body });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      response.writeHead(answer, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(answer < 300 ? { id: `msg-${received.length}` } : { error: 'x' }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
