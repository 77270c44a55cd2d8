-- Journal kinds 'rebate' (house -> member main, a claimed rebate) and 'bonus'
-- (bonus account -> member main). Other migrations add kinds of their own, so
-- this one extends whatever list ledger_journals_kind_check holds when it runs
-- instead of restating it (a restated list would drop kinds added meanwhile).
DO $$
DECLARE
  kinds text[];
BEGIN
  SELECT array_agg(DISTINCT kind ORDER BY kind) INTO kinds FROM (
    SELECT (regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g'))[1] AS kind
      FROM pg_constraint c
     WHERE c.conrelid = 'ledger_journals'::regclass AND c.conname = 'ledger_journals_kind_check'
    UNION SELECT 'rebate' UNION SELECT 'bonus') listed;
  ALTER TABLE ledger_journals DROP CONSTRAINT ledger_journals_kind_check;
  EXECUTE format('ALTER TABLE ledger_journals ADD CONSTRAINT ledger_journals_kind_check CHECK (kind = ANY (%L::text[]))',
                 kinds);
END $$;
