-- Issue 23: the insurer's policy beyond its clocks, JSON checked by the shared insurerPolicySchema
-- on every read and write; '{}' is today's defaults.
ALTER TABLE "insurer_settings" ADD COLUMN "policy" jsonb DEFAULT '{}'::jsonb NOT NULL;
