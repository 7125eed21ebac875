import { generatePrivateKey } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, Code } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";
import { TEST_KEYS } from "../src/wallet";

/** One run's name, so a rerun against a kept database finds only its own course. */
const RUN = Date.now().toString(36);
const COURSE = `Solidity from zero ${RUN}`;
const LESSONS = [
  { name: "Welcome", chapter: "Basics", text: "Welcome to the course.", free: true },
  { name: "Storage slots", chapter: "Basics", text: "Every variable lives in a slot.", free: false },
  { name: "ERC-20 tokens", chapter: "Tokens", text: "A token is a ledger of balances.", free: false },
];

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(app: AppSession, label: RegExp, option: string | RegExp) {
  await app.page.getByLabel(label).first().click();
  await app.page.getByRole("option", { name: option }).first().click();
}

describe("courses: authoring, purchase on chain, player", () => {
  let author: AppSession;
  let buyer: AppSession;
  let visitor: AppSession;
  let courseId = 0;
  const lessonIds: number[] = [];

  beforeAll(async () => {
    const rpcUrl = inject("rpcUrl");
    [author, buyer, visitor] = await Promise.all([
      openApp({ wallet: { rpcUrl } }),
      openApp({ wallet: { privateKey: generatePrivateKey(), rpcUrl } }),
      openApp({ wallet: { privateKey: TEST_KEYS.bob, rpcUrl } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([author?.close(), buyer?.close(), visitor?.close()]);
  });

  it("an author writes a paid course with two chapters and three lessons, one of them free", {
    timeout: 180_000,
  }, async () => {
    const page = author.page;
    await signInAt(author, "/ucenter/courseindex/course_add");
    await page.getByRole("heading", { level: 1, name: "New course" }).waitFor();
    await page.getByRole("textbox", { name: "Course name" }).fill(COURSE);
    await choose(author, /^Category/, /.+/);
    await page.getByRole("textbox", { name: "Price" }).fill("25");
    await page.getByRole("textbox", { name: "Abstract" }).fill("Contracts from the first line.");
    await page.getByLabel(/^Cover/).setInputFiles({ name: "c.png", mimeType: "image/png", buffer: makePng(400, 300) });
    await page.getByRole("img", { name: "Preview" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create and send to review" }).click();
    await page.waitForURL(/course_chapter_list\?course_id=\d+/);
    courseId = Number(new URL(page.url()).searchParams.get("course_id"));

    for (const [weight, name] of ["Basics", "Tokens"].entries()) {
      await page.getByRole("link", { name: "New chapter" }).click();
      await page.getByRole("textbox", { name: "Chapter name" }).fill(name);
      await page.getByRole("textbox", { name: /Sort weight/ }).fill(String(weight));
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/course_chapter_list/);
    }
    await expect.poll(() => page.getByTestId("chapter-row").count()).toBe(2);

    await page.goto(author.url(`/ucenter/courseindex/course_lesson_list?course_id=${courseId}`));
    for (const [weight, lesson] of LESSONS.entries()) {
      await page.getByRole("link", { name: "New lesson" }).click();
      await page.getByRole("heading", { level: 1, name: "New lesson" }).waitFor();
      await choose(author, /^Chapter/, lesson.chapter);
      await page.getByRole("textbox", { name: "Lesson name" }).fill(lesson.name);
      await page.getByRole("textbox", { name: "Lesson text" }).click();
      await page.keyboard.type(lesson.text);
      await page.getByRole("textbox", { name: /Duration/ }).fill("90");
      await page.getByRole("textbox", { name: /Sort weight/ }).fill(String(weight));
      if (lesson.free) await page.getByRole("checkbox", { name: /Free lesson/ }).check();
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/course_lesson_list/);
    }
    await expect.poll(() => page.getByTestId("lesson-row").count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);

    // Review is off in this system (quorum 0): the course is listed at once, in the directory's order.
    const client = await gatewayAs(page, author.url("/"));
    const dir = await client.call(api.appedu_msrv.course_dir, { course_id: courseId });
    expect(dir.chapters.map((chapter) => [chapter.name, chapter.lessons.map((l) => [l.name, l.is_free])])).toEqual([
      [
        "Basics",
        [
          ["Welcome", 1],
          ["Storage slots", 0],
        ],
      ],
      ["Tokens", [["ERC-20 tokens", 0]]],
    ]);
    lessonIds.push(...dir.chapters.flatMap((chapter) => chapter.lessons.map((l) => l.lesson_id)));
    await page.goto(author.url("/appedu/course_home"));
    await page.getByRole("link", { name: COURSE }).first().waitFor();
  });

  it("a buyer plays the free lesson, a failed payment grants nothing, a paid one unlocks the course", {
    timeout: 300_000,
  }, async () => {
    const page = buyer.page;
    await signInAt(buyer, "/ucenter/courseorder");
    const client = await gatewayAs(page, buyer.url("/"));
    await client.call(api.wallet_msrv.autonomy_faucet, {});

    // The free lesson plays without buying; a paid one is locked and offers the purchase.
    await page.goto(buyer.url(`/appedu/course_play?course_id=${courseId}&lesson_id=${lessonIds[0]}`));
    await page
      .getByTestId("lesson-content")
      .getByText(LESSONS[0]?.text ?? "")
      .waitFor();
    await page.goto(buyer.url(`/appedu/course_play?course_id=${courseId}&lesson_id=${lessonIds[1]}`));
    await page.getByTestId("lesson-locked").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // First attempt: the approval goes through, the payment runs out of gas on chain.
    buyer.wallet.starveTransaction(1);
    await page.getByRole("button", { name: "Buy for 25 USDT" }).click();
    await page.getByRole("dialog", { name: "Buy this course" }).getByRole("button", { name: "Pay" }).click();
    // Whatever the purchase ends in is shown; it must be the failure, and nothing unlocked.
    const ended = page.getByTestId("buy-outcome").or(page.getByText("Payment confirmed: the course is yours."));
    await ended.first().waitFor({ timeout: 120_000 });
    expect(await ended.first().textContent()).toMatch(/The transaction failed on chain/);
    const failed = await client.call(api.appedu_msrv.course_detail, { course_id: courseId });
    expect(failed.can_play).toBe(false);
    const refused = await client
      .call(api.appedu_msrv.course_lesson_detail, { lesson_id: lessonIds[1] as number })
      .catch((error: { code?: number }) => error.code);
    expect(refused).toBe(Code.CourseLessonLocked);
    const orders = await client.call(api.appedu_msrv.my_course_order_list, { role: "buyer", page: 1, page_size: 10 });
    expect(orders.list.filter((order) => order.status === "paid")).toEqual([]);
    await page.keyboard.press("Escape");

    // Second attempt: the allowance already covers the price, so only the payment is sent.
    await page.getByRole("button", { name: "Buy for 25 USDT" }).click();
    await page.getByRole("dialog", { name: "Buy this course" }).getByRole("button", { name: "Pay" }).click();
    await page.getByText("Payment confirmed: the course is yours.").waitFor({ timeout: 120_000 });
    expect(buyer.wallet.calls.filter((method) => method === "eth_sendTransaction")).toHaveLength(3);
    await page
      .getByTestId("lesson-content")
      .getByText(LESSONS[1]?.text ?? "")
      .waitFor({ timeout: 30_000 });

    // Progress: the lesson marked completed is remembered and counted.
    await page.getByRole("button", { name: "Mark as completed" }).click();
    await page.getByTestId("lesson-completed").waitFor();
    await page.getByTestId("course-completion").getByText("1 of 3 lessons completed").waitFor();
    await page.reload();
    await page.getByTestId("lesson-completed").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The purchase is listed as paid, and the course among those bought.
    await page.goto(buyer.url("/ucenter/courseorder?as=buyer"));
    await page.getByTestId("course-order").filter({ hasText: COURSE }).getByText("Paid").waitFor();
    await page.goto(buyer.url("/ucenter/courseindex/course_list?tab=learning"));
    await page.getByTestId("bought-course").filter({ hasText: COURSE }).waitFor();
  });

  it("a wallet that has not paid cannot play a paid lesson", { timeout: 120_000 }, async () => {
    const page = visitor.page;
    await signInAt(visitor, "/ucenter/courseorder");
    await page.goto(visitor.url(`/appedu/course_play?course_id=${courseId}&lesson_id=${lessonIds[2]}`));
    await page.getByTestId("lesson-locked").waitFor();
    expect(await page.getByText(LESSONS[2]?.text ?? "").count()).toBe(0);
    const client = await gatewayAs(page, visitor.url("/"));
    const refused = await client
      .call(api.appedu_msrv.course_lesson_detail, { lesson_id: lessonIds[2] as number })
      .catch((error: { code?: number }) => error.code);
    expect(refused).toBe(Code.CourseLessonLocked);
    await page.goto(visitor.url(`/appedu/course_detail?course_id=${courseId}`));
    await page.getByRole("button", { name: "Buy for 25 USDT" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
