ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_idx" ON "audit_log" USING btree (coalesce(insurer_id, '00000000-0000-0000-0000-000000000000'::uuid),"chain_seq");--> statement-breakpoint
-- The hash of an entry: sha256 of its content (every column but the hash) and the previous
-- entry's hash, fields joined by the unit separator, a null written as the record separator.
-- The writer's trigger, the backfill below and `npm run audit:verify` all use this one function.
CREATE FUNCTION audit_log_entry_hash(e audit_log, prev text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(chr(31),
    coalesce(prev, chr(30)),
    (e).id::text,
    coalesce((e).chain_seq::text, chr(30)),
    coalesce((e).insurer_id::text, chr(30)),
    to_char((e).created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
    (e).actor_type,
    coalesce((e).actor_id, chr(30)),
    (e).action,
    coalesce((e).pa_id::text, chr(30)),
    coalesce((e).request_id, chr(30)),
    coalesce((e).ip, chr(30)),
    coalesce((e).details::text, chr(30))
  ), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Chains each new entry to the last one of its insurer (entries of no insurer: their own chain).
-- The advisory lock is the transaction's (released at its commit or rollback), taken before the
-- last entry is read, so two writers of one chain queue and the chain never forks; the unique
-- index refuses a fork all the same.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chain uuid := coalesce(NEW.insurer_id, '00000000-0000-0000-0000-000000000000'::uuid);
  last audit_log;
BEGIN
  PERFORM pg_advisory_xact_lock(727002, hashtext(chain::text));
  SELECT * INTO last FROM audit_log
    WHERE coalesce(insurer_id, '00000000-0000-0000-0000-000000000000'::uuid) = chain
    ORDER BY chain_seq DESC LIMIT 1;
  NEW.chain_seq := coalesce(last.chain_seq, 0) + 1;
  NEW.prev_hash := last.hash;
  NEW.hash := audit_log_entry_hash(NEW, last.hash);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
-- The entries written before the chain: chained here, once, in the order they were written.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only;
--> statement-breakpoint
DO $$
DECLARE
  e audit_log;
  chain uuid;
  previous_chain uuid;
  seq bigint := 0;
  prev text;
BEGIN
  FOR e IN SELECT * FROM audit_log
    ORDER BY coalesce(insurer_id, '00000000-0000-0000-0000-000000000000'::uuid), id
  LOOP
    chain := coalesce(e.insurer_id, '00000000-0000-0000-0000-000000000000'::uuid);
    IF previous_chain IS DISTINCT FROM chain THEN
      seq := 0;
      prev := NULL;
      previous_chain := chain;
    END IF;
    seq := seq + 1;
    e.chain_seq := seq;
    e.prev_hash := prev;
    e.hash := audit_log_entry_hash(e, prev);
    UPDATE audit_log SET chain_seq = e.chain_seq, prev_hash = e.prev_hash, hash = e.hash
      WHERE id = e.id;
    prev := e.hash;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only;
