// What the cluster soak's drivers share: the load client, the database (to read the mailbox and
// to move windows back), the end of the run and what was acknowledged.
import type pg from 'pg';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' JSON, as sent
type Answer = { status: number | 'no answer'; json: any };

export interface Soak {
  db: pg.Pool;
  call: (
    method: string,
    path: string,
    token: string | null,
    options?: { body?: unknown; headers?: Record<string, string> },
  ) => Promise<Answer>;
  untilAnswered: (send: () => Promise<Answer>, stopAt: number) => Promise<Answer>;
  stopAt: number;
  acknowledged: {
    created: string[];
    cancelled: string[];
    submitted: { paId: string; by: 'doctor' | 'business-office' }[];
    decided: { paId: string; status: 'APP' | 'REJ' | 'AME-REQ' }[];
  };
  /** Requests whose window the soak moved back: the sweep must expire each once. */
  expiring: Set<string>;
  /** Writes refused with an answer other than the expected one, for the report. */
  refusals: string[];
}
