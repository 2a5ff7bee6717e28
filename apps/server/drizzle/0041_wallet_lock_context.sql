-- A provider action's first round trip: the player's account locked (SELECT … FOR UPDATE), then,
-- in statements of their own (a VOLATILE function takes a fresh snapshot for each, so they see what
-- the lock's previous holder committed), the action's transactions (its own key: a repeat; a
-- rollback's bet), a rollback naming it (a tombstone) and its round. No row: no such account.
CREATE FUNCTION wallet_lock_context(
  p_user_id integer,
  p_currency text,
  p_provider_key text,
  p_keys text[],
  p_ref_action_id text,
  p_round_id text
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
END;
$$;
