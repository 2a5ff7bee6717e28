-- A bet's limits read with its lock: `wallet_lock_context` also returns the player's active limits
-- ('limit' rows) when `p_with_limits`, so the limits' bet guard needs no round trip of its own.
-- The lock and every read keep 0041's snapshots (each a statement of its own after the lock).
DROP FUNCTION wallet_lock_context(integer, text, text, text[], text, text);
--> statement-breakpoint
CREATE FUNCTION wallet_lock_context(
  p_user_id integer,
  p_currency text,
  p_provider_key text,
  p_keys text[],
  p_ref_action_id text,
  p_round_id text,
  p_with_limits boolean
) RETURNS TABLE (what text, data jsonb) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  locked jsonb;
BEGIN
  SELECT to_jsonb(x) INTO locked FROM (
    SELECT a.id, a.user_id, a.currency, a.amount_cents, a.available_to_cashout_cents, a.wagering_bonus_id,
      u.currency AS active_currency, c.enabled AS currency_enabled
    FROM accounts a JOIN users u ON u.id = a.user_id LEFT JOIN currencies c ON c.code = a.currency
    WHERE a.user_id = p_user_id AND a.currency = p_currency
    FOR UPDATE OF a
  ) x;
  IF locked IS NULL THEN
    RETURN;
  END IF;
  what := 'account';
  data := locked;
  RETURN NEXT;
  IF p_ref_action_id IS NULL THEN
    RETURN QUERY
      SELECT 'transaction'::text, to_jsonb(t) FROM wallet_transactions t WHERE t.idempotency_key = ANY (p_keys);
  ELSE
    RETURN QUERY
      SELECT 'transaction'::text, to_jsonb(t) FROM wallet_transactions t WHERE t.idempotency_key = ANY (p_keys)
      UNION
      SELECT 'transaction'::text, to_jsonb(t) FROM wallet_transactions t
      WHERE t.provider_key = p_provider_key AND t.ref_action_id = p_ref_action_id AND t.kind = 'rollback';
  END IF;
  RETURN QUERY
    SELECT 'round'::text, to_jsonb(r) FROM wallet_rounds r
    WHERE r.provider_key = p_provider_key AND r.round_id = p_round_id;
  IF p_with_limits THEN
    RETURN QUERY
      SELECT 'limit'::text, to_jsonb(l) FROM (
        SELECT type, period, amounts, minutes, ends_at FROM user_limits
        WHERE user_id = p_user_id AND status = 'active'
      ) l;
  END IF;
END;
$$;
