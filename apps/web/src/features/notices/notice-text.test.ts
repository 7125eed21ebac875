import { beforeAll, describe, expect, it } from "vitest";
import { i18next } from "../../i18n";
import { loadStrings } from "../../i18n/strings";
import { initTestStrings } from "../../test/render";
import { ALICE, BOB, CAROL, notice } from "./notice-fixtures";
import { actorsText, muteTarget, noticeDetails, noticeSentence } from "./notice-text";

describe("a notification's wording", () => {
  beforeAll(() => initTestStrings());

  it("names one actor, two, or the latest and how many others", () => {
    expect(actorsText(i18next.t, { actors: [ALICE], count: 1 })).toBe("Alice");
    expect(actorsText(i18next.t, { actors: [ALICE, BOB], count: 2 })).toBe("Alice and Bob");
    expect(actorsText(i18next.t, { actors: [ALICE, BOB, CAROL], count: 13 })).toBe("Alice and 12 others");
    expect(actorsText(i18next.t, { actors: [ALICE], count: 2 })).toBe("Alice and one other");
    expect(actorsText(i18next.t, { actors: [], count: 1 })).toBe("ICMS");
  });

  it("makes a sentence of the kind, with the details the kind carries", () => {
    const liked = notice(1, { kind: "like", count: 10, actors: [ALICE, BOB, CAROL] });
    expect(noticeSentence(i18next.t, liked)).toBe("Alice and 9 others liked “Staking explained”");
    const refused = notice(2, { kind: "review_refused", actors: [], data: { reasons: "Off topic" } });
    expect(noticeSentence(i18next.t, refused)).toBe("“Staking explained” was refused in review");
    expect(noticeDetails(i18next.t, refused)).toEqual(["Reasons: Off topic"]);
    expect(noticeDetails(i18next.t, { data: { amount: "12.5", token: "USDT" } })).toEqual(["Amount: 12.5 USDT"]);
  });

  it("reads in Chinese and Russian", async () => {
    const liked = notice(1, { kind: "like", count: 13, actors: [ALICE, BOB] });
    await loadStrings(["notices"], "zh");
    await i18next.changeLanguage("zh");
    expect(noticeSentence(i18next.t, liked)).toBe("Alice 和其他 12 人 赞了《Staking explained》");
    await loadStrings(["notices"], "ru");
    await i18next.changeLanguage("ru");
    expect(noticeSentence(i18next.t, liked)).toBe("Alice и ещё 12: нравится «Staking explained»");
    await i18next.changeLanguage("en");
  });

  it("mutes by the thread the gateway names, else by a target that is a thread or a planet", () => {
    expect(muteTarget(notice(1))).toEqual({ type: "article", id: 7 });
    expect(muteTarget(notice(1, { thread: { type: "planet", id: 4 } }))).toEqual({
      type: "planet",
      id: 4,
    });
    expect(muteTarget(notice(1, { target: null }))).toBeNull();
    expect(
      muteTarget(notice(1, { target: { type: "withdrawal", id: 2, title: "", url: "", deleted: false } })),
    ).toBeNull();
  });
});
