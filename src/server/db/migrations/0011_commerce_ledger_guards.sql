-- Every ledger transaction sums to zero per currency, checked when the database transaction commits
-- (deferred, so the writer may insert the entries one by one). The writer checks it too.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM ledger_entries
    WHERE transaction_id = NEW.transaction_id
    GROUP BY currency
    HAVING sum(amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- The ledger is append-only: a correction is a new, opposite transaction.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
INSERT INTO currency_rates (currency, per_usd) VALUES ('USD', 1), ('EUR', 0.92), ('JPY', 150)
  ON CONFLICT (currency) DO NOTHING;
--> statement-breakpoint
INSERT INTO commerce_settings (key, value) VALUES ('platform_fee_bps', 1000), ('holding_days', 14)
  ON CONFLICT (key) DO NOTHING;
