import {
  BUSINESS_OFFICE_MESSAGES as M,
  businessOfficeTotalBill,
  type BusinessOfficeSubmissionParsed,
  type FieldIssue,
} from '@preauth/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import * as t from '../../../core/db/schema';
import { ValidationError } from '../../../core/http/errors';
import type { Submission } from '../aggregate/submission';

/** The fee types among `codes` that the other-fees lookup knows. */
async function knownFeeTypes(db: Executor, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: t.feeTypes.code })
    .from(t.feeTypes)
    .where(inArray(t.feeTypes.code, [...new Set(codes)]));
  return new Set(rows.map((row) => row.code));
}

/**
 * Checks the office's fees (already parsed by the route's schema: §5's messages, strict objects)
 * against the doctor's submission they change: the submission is the request's latest, every
 * surgery line is one of its lines, given once, with its own procedure, each fee type is one of
 * the lookup's, and a total bill sent must be the one the server computes (the doctor's rule).
 * Answers the total to store, or throws a 400 with every issue, before anything is written.
 */
export async function checkOfficeFees(
  db: Executor,
  submission: Submission,
  body: BusinessOfficeSubmissionParsed,
): Promise<{ updatedTotalBill: string }> {
  const issues: FieldIssue[] = [];
  const issue = (path: string, message: string) => issues.push({ path, message });

  if (body.paDetail.padetailId !== submission.id) {
    issue('paDetail.padetailId', M.otherRequest);
  }
  const lines = new Map(submission.surgeries.map((line) => [line.id, line]));
  const seen = new Set<string>();
  body.surgeryDetails.forEach((row, i) => {
    const line = lines.get(row.id);
    if (!line) issue(`surgeryDetails.${i}.id`, M.otherRequest);
    else if (seen.has(row.id)) issue(`surgeryDetails.${i}.id`, M.everySurgeryOnce);
    else if (row.tospCode && row.tospCode !== line.tospCode) {
      issue(`surgeryDetails.${i}.tospCode`, M.procedureReadOnly);
    }
    seen.add(row.id);
  });
  if (submission.surgeries.some((line) => !seen.has(line.id))) {
    issue('surgeryDetails', M.everySurgeryOnce);
  }
  const known = await knownFeeTypes(
    db,
    body.otherFees.map((row) => row.feesCode),
  );
  body.otherFees.forEach((row, i) => {
    if (!known.has(row.feesCode)) issue(`otherFees.${i}.feesCode`, M.unknownCode);
  });
  const updatedTotalBill = businessOfficeTotalBill(body);
  const sent = body.paDetail.updatedTotalBill;
  if (sent !== null && sent !== updatedTotalBill) {
    issue('paDetail.updatedTotalBill', M.totalBillMismatch);
  }
  if (issues.length > 0) throw new ValidationError(M.submissionRefused, issues);
  return { updatedTotalBill };
}
