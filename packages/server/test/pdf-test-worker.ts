// A PDF worker entry for the tests of core/pdf: layouts that report their thread, take their time,
// never end or fail.
import { isMainThread, threadId } from 'node:worker_threads';
import { servePdfLayouts } from '../src/core/pdf/pdf-worker';
import { busyFor } from './busy';

export interface TestPdfDocuments {
  thread: Record<string, never>;
  busy: { ms: number };
  forever: Record<string, never>;
  failing: { name: string };
}

const text = (value: unknown) => Promise.resolve(new TextEncoder().encode(JSON.stringify(value)));

servePdfLayouts<TestPdfDocuments>({
  thread: () => text({ isMainThread, threadId }),
  busy: ({ ms }) => {
    busyFor(ms);
    return text({ threadId });
  },
  forever: () => {
    busyFor(Number.POSITIVE_INFINITY);
    return text({});
  },
  failing: ({ name }) => Promise.reject(new Error(`Cannot lay out ${name}`)),
});
