import type {
  CourseAttachment,
  CourseDetail,
  CourseDirectory,
  CourseLesson,
  CourseLessonOutline,
  CourseOrder,
  CourseSummary,
} from "@icms/protocol";
import { AUTHOR } from "../../test/fake-gateway";

export function courseSummary(id: number, changes: Partial<CourseSummary> = {}): CourseSummary {
  return {
    course_id: id,
    lang: "en",
    name: `Course ${id}`,
    abstract: "Learn the chain",
    cover_url: "/uploads/image/c.png",
    tags: ["defi"],
    cate_id: 1,
    cate_name: "Basics",
    price: "12.5",
    coin: "USDT",
    is_free: 0,
    author: AUTHOR,
    status: "online",
    chapter_count: 2,
    lesson_count: 3,
    duration_seconds: 600,
    rating_avg: 4.5,
    rating_count: 2,
    comment_count: 0,
    student_count: 1,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    published_at: "2026-01-01T00:00:00.000Z",
    ...changes,
  };
}

export function courseDetail(changes: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...courseSummary(5),
    name: "Solidity from zero",
    details: "<p>Everything about contracts.</p>",
    faqs: [{ faq_id: 1, course_id: 5, question: "Do I need a wallet?", answer: "Yes.", weight: 0 }],
    is_owner: false,
    is_enrolled: false,
    can_play: false,
    my_rating: 0,
    review: null,
    ...changes,
  };
}

function outline(id: number, changes: Partial<CourseLessonOutline> = {}): CourseLessonOutline {
  return {
    lesson_id: id,
    course_id: 5,
    chapter_id: 1,
    name: `Lesson ${id}`,
    tags: [],
    duration_seconds: 125,
    weight: id,
    is_free: 0,
    has_video: false,
    playable: false,
    created_at: "2026-01-01T00:00:00.000Z",
    ...changes,
  };
}

/** Two chapters: a free lesson and a paid one in the first, a paid one in the second. */
export function directory(playable = false): CourseDirectory {
  return {
    course_id: 5,
    can_play: playable,
    chapters: [
      {
        chapter_id: 1,
        course_id: 5,
        name: "Basics",
        weight: 0,
        lesson_count: 2,
        created_at: "2026-01-01T00:00:00.000Z",
        lessons: [
          { ...outline(11, { name: "Welcome", is_free: 1, playable: true }), progress: null },
          { ...outline(12, { name: "Storage", playable }), progress: null },
        ],
      },
      {
        chapter_id: 2,
        course_id: 5,
        name: "Tokens",
        weight: 1,
        lesson_count: 1,
        created_at: "2026-01-01T00:00:00.000Z",
        lessons: [{ ...outline(13, { chapter_id: 2, name: "ERC-20", playable }), progress: null }],
      },
    ],
  };
}

export function lesson(id: number, changes: Partial<CourseLesson> = {}): CourseLesson {
  return {
    ...outline(id, { playable: true }),
    content: `<p>Body of lesson ${id}</p>`,
    video_url: "",
    attachments: [],
    progress: null,
    ...changes,
  };
}

export function attachment(id: number, changes: Partial<CourseAttachment> = {}): CourseAttachment {
  return {
    attachment_id: id,
    course_id: 5,
    lesson_id: null,
    upload_id: 9,
    file_name: "slides.png",
    url: "/uploads/image/s.png",
    size_bytes: 2048,
    mime: "image/png",
    created_at: "2026-01-01T00:00:00.000Z",
    ...changes,
  };
}

export function order(changes: Partial<CourseOrder> = {}): CourseOrder {
  return {
    order_id: 40,
    course_id: 5,
    course_name: "Solidity from zero",
    cover_url: "",
    buyer_uid: 4,
    buyer_nickname: "Bob",
    buyer_wallet: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
    seller_uid: 3,
    seller_nickname: "Alice",
    seller_wallet: AUTHOR.wallet_addr,
    coin: "USDT",
    price: "12.5",
    amount: "12.5",
    seller_amount: "11.25",
    platform_share: "1.25",
    platform_share_bps: 1000,
    status: "pending",
    created_at: "2026-01-01T00:00:00.000Z",
    quote_expires_at: "2026-01-01T00:30:00.000Z",
    tx_hash: null,
    paid_at: null,
    refund_deadline: null,
    refund_requested_at: null,
    refund_reason: null,
    refund_tx_hash: null,
    refunded_at: null,
    extra_payment: false,
    ...changes,
  };
}
