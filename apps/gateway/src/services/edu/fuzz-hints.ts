import { api } from "@icms/protocol";
import type { FuzzHints } from "../../shared/fuzz-hints.js";

export const fuzzHints: FuzzHints = {
  ids: {
    comment_id: [{ slot: "courseComment", when: /^appedu_msrv/ }],
    course_id: [{ slot: "course" }],
    chapter_id: [{ slot: "chapter" }],
    lesson_id: [{ slot: "lesson" }],
    faq_id: [{ slot: "faq" }],
  },
  slots: {
    faq: async (world) => {
      const saved = await world.owner.client.call(api.appedu_msrv.course_faq_save, {
        course_id: await world.id("course"),
        question: "Is there a certificate?",
        answer: "Yes, after the last lesson.",
        weight: 1,
      });
      return saved.faq_id;
    },
    // A comment of someone else's, so the owner's calls on it are a moderator's.
    courseComment: async (world) => {
      const saved = await world.stranger.client.call(api.appedu_msrv.course_comment_add, {
        course_id: await world.id("course"),
        content: "Seeded comment",
      });
      return saved.comment_id;
    },
  },
};
