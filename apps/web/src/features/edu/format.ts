import type { CourseSummary } from "@icms/protocol";

/** A lesson's or course's length as h:mm:ss (m:ss under an hour). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A price as shown beside its coin: "12.5 USDT"; a free course has no price. */
export function formatPrice(course: Pick<CourseSummary, "price" | "coin" | "is_free">): string | null {
  if (course.is_free === 1 || !/[1-9]/.test(course.price)) return null;
  return `${course.price} ${course.coin}`;
}
