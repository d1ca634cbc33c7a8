-- Hand-written (drizzle-kit generate --custom): pa_requests.hospital_id now names the hospital of
-- the doctor's latest submission, which the doctor's submit keeps from now on; this fills it for
-- the requests submitted before, from their latest pa_details row.
UPDATE "pa_requests" r SET "hospital_id" = latest."hospital_id"
FROM (
  SELECT DISTINCT ON ("pa_id") "pa_id", "hospital_id" FROM "pa_details"
  ORDER BY "pa_id", "created_at" DESC, "id" DESC
) latest
WHERE latest."pa_id" = r."id" AND r."hospital_id" IS DISTINCT FROM latest."hospital_id";
