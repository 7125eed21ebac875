/**
 * The notices courses write (docs/notices.md, "Where events come from"): a comment for the
 * course's author (and the people it mentions), and what the chain confirms of an order: paid
 * (the buyer, and the seller that it sold) or refunded (the buyer). Each in the change's
 * transaction; the order's in the indexer range's.
 */
import type { Queryable } from "../../db/db.js";
import { forgetNoticeTarget, notify } from "../notices/public.js";
import { mentionedUsers } from "../user/public.js";
import { plainDecimal } from "./rows.js";

const courseUrl = (courseId: number) => `/appedu/course_detail?course_id=${courseId}`;
const ordersUrl = (as: "buyer" | "seller") => `/ucenter/courseorder?as=${as}`;

/**
 * A comment on a course: its author gets `comment`, each person it mentions `mention` (the author
 * only the one). The target is the comment, shown with the course's name and page.
 */
export async function noticeCourseComment(
  q: Queryable,
  courseId: number,
  comment: { id: number; uid: number; content: string },
): Promise<void> {
  const course = await q.kysely
    .selectFrom("courses")
    .select(["id", "name", "author_uid"])
    .where("id", "=", courseId)
    .executeTakeFirstOrThrow();
  const target = { type: "course_comment", id: comment.id, title: course.name, url: courseUrl(course.id) };
  const thread = { type: "course", id: course.id } as const;
  await notify(q, { kind: "comment", to: course.author_uid, actor: comment.uid, target, thread });
  const mentioned = (await mentionedUsers(q, comment.content)).filter((uid) => uid !== course.author_uid);
  if (mentioned.length > 0) await notify(q, { kind: "mention", to: mentioned, actor: comment.uid, target, thread });
}

/** A deleted comment's notices say so. */
export const forgetCourseComment = (q: Queryable, commentId: number) =>
  forgetNoticeTarget(q, { type: "course_comment", id: commentId });

/**
 * Orders the chain just marked paid or refunded: a paid order tells its buyer (`course_paid`)
 * and its seller (`course_sold`, the buyer as actor), a refunded one its buyer. The amount is the
 * course's price in the order's coin.
 */
export async function noticeOrders(q: Queryable, orderIds: readonly number[], change: "paid" | "refunded") {
  if (orderIds.length === 0) return;
  const orders = await q.kysely
    .selectFrom("course_orders as o")
    .innerJoin("courses as c", "c.id", "o.course_id")
    .select(["o.id", "o.buyer_uid", "o.seller_uid", "o.coin", "o.price", "c.name"])
    .where("o.id", "in", [...orderIds])
    .orderBy("o.id")
    .execute();
  for (const order of orders) {
    const data = { amount: plainDecimal(order.price), token: order.coin };
    const target = (as: "buyer" | "seller") => ({
      type: "course_order",
      id: order.id,
      title: order.name,
      url: ordersUrl(as),
    });
    if (change === "refunded") {
      await notify(q, { kind: "course_refunded", to: order.buyer_uid, target: target("buyer"), data });
      continue;
    }
    await notify(q, { kind: "course_paid", to: order.buyer_uid, target: target("buyer"), data });
    await notify(q, {
      kind: "course_sold",
      to: order.seller_uid,
      actor: order.buyer_uid,
      target: target("seller"),
      data,
    });
  }
}

/** A course's name and page, for its review result (`ReviewKind.describe`). */
export async function describeCourse(q: Queryable, courseId: number) {
  const course = await q.kysely
    .selectFrom("courses")
    .select("name")
    .where("id", "=", courseId)
    .executeTakeFirstOrThrow();
  return { title: course.name, url: courseUrl(courseId) };
}
