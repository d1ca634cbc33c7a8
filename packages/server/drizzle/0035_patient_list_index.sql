-- Issue 26: the insured patient's request list, by patient and in the list's order (createdOn,
-- erefNo as the tie-break), as the policyholder's and the agent's lists have theirs.
CREATE INDEX "pa_requests_patient_created_idx" ON "pa_requests" USING btree ("patient_id","insurer_id","created_at","eref_no");