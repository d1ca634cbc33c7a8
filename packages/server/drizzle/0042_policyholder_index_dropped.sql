-- (policyholder, insurer, status, patient name) is redundant since 0041: a policyholder's total
-- by status and name is kept (request_counts), and the list's own index, which 0041 extended
-- with the status and patient name, serves the plans that still count (record 012). Each
-- insert and each status change wrote an entry in it.
DROP INDEX "pa_requests_policyholder_status_patient_idx";
