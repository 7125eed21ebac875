import { describe, expect, it } from "vitest";
import { cjkBigrams, highlight, searchTerms } from "./search-terms.js";

describe("search text", () => {
  it("indexes CJK runs as overlapping bigrams and leaves other words to the dictionaries", () => {
    expect(cjkBigrams("以太坊钱包 and DeFi，质押")).toBe("以太 太坊 坊钱 钱包 质押");
    expect(cjkBigrams("币")).toBe("币");
    expect(cjkBigrams("only latin")).toBe("");
  });

  it("splits a keyword into dictionary words and bigram phrases", () => {
    expect(searchTerms("  以太坊  staking ")).toEqual({
      plain: "staking",
      cjkQuery: "('以太' <-> '太坊')",
      whole: "以太坊 staking",
    });
    expect(searchTerms("钱包").cjkQuery).toBe("'钱包'");
    expect(searchTerms("币").cjkQuery).toBe("'币':*");
    expect(searchTerms("it's").plain).toBe("it's");
  });

  it("highlights words by their stem, CJK by run or bigram, escaping everything else", () => {
    expect(highlight("Rollups & <rollup> tricks", "rollup")).toBe(
      "<mark>Rollups</mark> &amp; &lt;<mark>rollup</mark>&gt; tricks",
    );
    expect(highlight("以太坊钱包", "太坊钱")).toBe("以<mark>太坊钱</mark>包");
    expect(highlight("Кошельки и кошелёк", "кошелек")).toBe("<mark>Кошельки</mark> и <mark>кошелёк</mark>");
    expect(highlight("a zk proof", "zk")).toBe("a <mark>zk</mark> proof");
    expect(highlight("<b>", "")).toBe("&lt;b&gt;");
  });
});
