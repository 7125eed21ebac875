import { sql } from "kysely";
import type { ContributionSource, PlatformIncomeSource } from "./source.js";

/**
 * A course order counts once its refund window has closed unrefunded: a sale the seller may still
 * give back is neither scored nor shared. It then happened at the window's end.
 */
const closedSales = (until: Date) => sql`
    SELECT o.id, o.seller_wallet, o.coin, o.platform_share, o.refund_deadline
      FROM course_orders o
     WHERE o.status = 'paid' AND o.refund_deadline IS NOT NULL AND o.refund_deadline < ${until}`;

/** A course sold, scored for its seller. */
export const courseSales: ContributionSource = {
  kind: "course_sale",
  weight: 10,
  events: (until) => sql`
    SELECT s.id::text AS source_id, s.seller_wallet AS wallet, 1 AS units, s.refund_deadline AS occurred_at
      FROM (${closedSales(until)}) AS s`,
};

/** The platform's share of a course sale, shared by the settlement as platform income. */
export const courseSalesIncome: PlatformIncomeSource = {
  kind: "course_order",
  rows: (until) => sql`
    SELECT s.id::text AS source_id, s.coin, s.platform_share AS amount, s.refund_deadline AS at
      FROM (${closedSales(until)}) AS s
     WHERE s.platform_share > 0`,
};
