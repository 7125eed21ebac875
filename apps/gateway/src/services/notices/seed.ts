import type { SeedStep } from "../../seed/steps.js";

/**
 * alice (the README's demo sign-in) finds her message centre full: a realistic mix of
 * notifications on her own content, half of them read. After every other area's content, so
 * the targets exist; before the notice-mail step.
 */
export const noticesSeed: SeedStep[] = [
  {
    order: 190,
    run: async ({ q, uids, now }) => {
      await (await import("./demo.js")).seedNotices(q, uids, now);
      return undefined;
    },
  },
];
