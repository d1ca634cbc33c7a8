import { desc, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import * as t from '../../../core/db/schema';

const d = t.paDetails;

/** The request's latest pa_details row (a query on pa_details made dynamic). */
export const latestOf = <Query extends PgSelect>(query: Query, paId: string) =>
  query.where(eq(d.paId, paId)).orderBy(desc(d.submittedAt), desc(d.id)).limit(1);
