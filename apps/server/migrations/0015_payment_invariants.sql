-- A payment's amount is the sum of its live orders while it is pending, and a
-- payment whose orders are all cancelled is cancelled (amount 0) and can no longer be paid. Before the fix,
-- two cancels racing each other could leave a pending payment with amount 0 and no live order; repair those
-- and any pending amount out of step, then let the database refuse a cancelled payment that still owes money.
UPDATE payments p
   SET status = 'cancelled', amount = 0, updated_at = now()
 WHERE p.status = 'pending'
   AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = p.id AND o.status <> 'cancelled');

UPDATE payments p
   SET amount = live.amount, updated_at = now()
  FROM (SELECT payment_id, sum(total)::int AS amount FROM orders WHERE status <> 'cancelled' GROUP BY payment_id) live
 WHERE p.id = live.payment_id AND p.status = 'pending' AND p.amount <> live.amount;

UPDATE payments SET amount = 0, updated_at = now() WHERE status = 'cancelled' AND amount <> 0;

ALTER TABLE payments ADD CONSTRAINT payments_cancelled_owes_nothing CHECK (status <> 'cancelled' OR amount = 0);
