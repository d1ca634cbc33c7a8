import { ApiError } from './api-error';

/** A refusal the server explained (its answer carried a message), for the screen to show. */
export type Refusal = { refused: ApiError };

export const isRefusal = (answer: unknown): answer is Refusal =>
  typeof answer === 'object' && answer !== null && 'refused' in answer;

/**
 * The call, with a refusal the server explained answered as `{ refused }` instead of thrown: a
 * screen that shows it in place calls through this, so the app's error toast does not say it a
 * second time (issue 25: one message, in one place). No answer, or one without a message, still
 * fails, and the toast says so.
 */
export async function explainedInPlace<T>(call: Promise<T>): Promise<T | Refusal> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.body) return { refused: error };
    throw error;
  }
}
