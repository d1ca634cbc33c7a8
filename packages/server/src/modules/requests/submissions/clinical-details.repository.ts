import type { RequestClinicalDetails } from '@preauth/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { clinicalDetailsOf } from '../aggregate/clinical-details';
import { loadSubmission } from '../aggregate/submission';

const d = t.paDetails;

/** The request's latest pa_details row (a query on pa_details made dynamic). */
export const latestOf = <Query extends PgSelect>(query: Query, paId: string) =>
  query.where(eq(d.paId, paId)).orderBy(desc(d.submittedAt), desc(d.id)).limit(1);

/**
 * The doctor's latest submission for the request in the clinical details' wire names, each fee at
 * its latest amount; null until the doctor has submitted. Read through the request aggregate's
 * submission, for the one reader not yet on the aggregate (the decision emails).
 */
export async function loadClinicalDetails(
  db: Executor,
  paId: string,
): Promise<RequestClinicalDetails | null> {
  const submission = await loadSubmission(db, paId);
  return submission && clinicalDetailsOf(submission);
}

/** The hospital of the doctor's latest submission, with its business office; null before one. */
export async function latestSubmissionHospital(
  db: Executor,
  paId: string,
): Promise<{ isPanel: boolean; businessOfficeEmail: string | null; name: string | null } | null> {
  const [row] = await db
    .select({
      name: t.hospitals.name,
      isPanel: sql<boolean>`coalesce(${t.hospitals.isPanel}, false)`.mapWith(Boolean),
      businessOfficeEmail: t.paDetails.businessOfficeEmail,
    })
    .from(t.paDetails)
    .leftJoin(t.hospitals, eq(t.hospitals.id, t.paDetails.hospitalId))
    .where(eq(t.paDetails.paId, paId))
    .orderBy(desc(t.paDetails.submittedAt), desc(t.paDetails.id))
    .limit(1);
  return row ?? null;
}
