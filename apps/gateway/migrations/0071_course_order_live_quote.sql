-- One live quote per buyer and course (docs/courses.md, "Invariants of course orders and refunds").
-- A pending order is the buyer's one payable quote of the course; when the gateway prices a new one
-- (the old quote ran out, or the price, wallet or checkout changed) the old order becomes
-- 'superseded'. Its signed quote may still be paid on chain until it expires, and such a payment
-- is kept (the indexer marks a superseded order paid like a pending one), so the status only says
-- the gateway no longer offers it.

ALTER TABLE course_orders DROP CONSTRAINT course_orders_status_check;
ALTER TABLE course_orders ADD CONSTRAINT course_orders_status_check
  CHECK (status IN ('pending', 'superseded', 'paid', 'refunded'));
ALTER TABLE course_orders DROP CONSTRAINT course_orders_check1;
ALTER TABLE course_orders ADD CONSTRAINT course_orders_paid_check
  CHECK (status IN ('pending', 'superseded') OR (tx_hash IS NOT NULL AND paid_at IS NOT NULL));

-- Concurrent creates could leave several pending orders of one buyer and course: the newest stays.
UPDATE course_orders o SET status = 'superseded', updated_at = now()
 WHERE o.status = 'pending'
   AND EXISTS (SELECT 1 FROM course_orders n
                WHERE n.buyer_uid = o.buyer_uid AND n.course_id = o.course_id
                  AND n.status = 'pending' AND n.id > o.id);

DROP INDEX course_orders_pending_idx;
CREATE UNIQUE INDEX course_orders_live_quote_key ON course_orders (buyer_uid, course_id) WHERE status = 'pending';

-- A refund used to revoke the enrollment even when another paid order of the same buyer and
-- course remained: such enrollments are live again, held by the earliest remaining paid order.
UPDATE course_enrollments e SET order_id = k.id, revoked_at = NULL, granted_at = now()
  FROM (SELECT DISTINCT ON (buyer_uid, course_id) id, buyer_uid, course_id
          FROM course_orders
         WHERE status = 'paid'
         ORDER BY buyer_uid, course_id, paid_at, id) AS k
 WHERE e.uid = k.buyer_uid AND e.course_id = k.course_id AND e.revoked_at IS NOT NULL;
