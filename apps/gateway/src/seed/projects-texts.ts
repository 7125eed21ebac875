/** The demo projects' texts and parts, in the languages each has a version in. */
import type { ContentLang } from "@icms/protocol";

interface DemoText {
  lang: ContentLang;
  title: string;
  abstract: string;
  content: string;
  tags: string[];
}

export interface DemoProject {
  /** The demo user who owns it (seed/authors.ts). */
  owner: string;
  /** 0 pending, 1 pass, 2 refused, 3 draft. */
  status: 0 | 1 | 2 | 3;
  /** The review rounds before the current status: each refused with these reasons. */
  refusals: string[][];
  /** The bound cluster: a new planet of this name, or the owner's own special or channel. */
  cluster: { kind: "planet"; name: string } | { kind: "special" | "channel" } | null;
  official_url: string;
  online_time: string;
  texts: DemoText[];
  docs: { file_name: string; link: string; doc_time: string }[];
  socials: { name: string; url: string }[];
  partners: { name: string; url: string }[];
  apps: { name: string; download_url: string }[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    owner: "dave",
    status: 1,
    refusals: [],
    cluster: { kind: "planet", name: "Orbit Finance" },
    official_url: "https://orbit-finance.example.org",
    online_time: "2025-09-15",
    texts: [
      {
        lang: "en",
        title: "Orbit Finance",
        abstract: "A lending market where rollup tokens are collateral.",
        content:
          "<h2>What it does</h2><p>Orbit lets holders of rollup tokens borrow stablecoins against them without bridging back to L1.</p><p>Rates follow utilisation; liquidations run through a Dutch auction.</p>",
        tags: ["defi", "lending", "layer2"],
      },
      {
        lang: "zh",
        title: "轨道金融",
        abstract: "以 Rollup 资产为抵押的借贷市场。",
        content:
          "<h2>项目介绍</h2><p>持有 Rollup 代币的用户无需跨回主网即可抵押借出稳定币。</p><p>利率随资金利用率浮动，清算采用荷兰式拍卖。</p>",
        tags: ["去中心化金融", "借贷"],
      },
      {
        lang: "ru",
        title: "Орбита Финанс",
        abstract: "Кредитный рынок, где залогом служат токены роллапов.",
        content:
          "<h2>Что это</h2><p>Держатели токенов роллапов берут стейблкоины в долг, не возвращаясь в L1.</p><p>Ставки зависят от загрузки пула, ликвидации проходят через голландский аукцион.</p>",
        tags: ["defi", "кредиты"],
      },
    ],
    docs: [
      { file_name: "Whitepaper", link: "https://orbit-finance.example.org/whitepaper.pdf", doc_time: "2025-06-01" },
      { file_name: "Security audit", link: "https://orbit-finance.example.org/audit.pdf", doc_time: "2025-08-20" },
    ],
    socials: [
      { name: "X", url: "https://x.com/orbitfinance" },
      { name: "Telegram", url: "https://t.me/orbitfinance" },
    ],
    partners: [{ name: "Chainlink", url: "https://chain.link" }],
    apps: [{ name: "Orbit for Android", download_url: "https://orbit-finance.example.org/orbit.apk" }],
  },
  {
    owner: "kenji",
    status: 1,
    refusals: [],
    cluster: { kind: "planet", name: "星链钱包" },
    official_url: "https://starlink-wallet.example.org",
    online_time: "2025-11-01",
    texts: [
      {
        lang: "zh",
        title: "星链钱包",
        abstract: "支持多链资产与社交恢复的移动钱包。",
        content: "<p>星链钱包支持 BSC、以太坊及主流二层网络，私钥可通过好友进行社交恢复。</p>",
        tags: ["钱包", "安全"],
      },
      {
        lang: "en",
        title: "StarLink Wallet",
        abstract: "A mobile wallet for many chains, with social recovery.",
        content:
          "<p>StarLink Wallet holds assets on BSC, Ethereum and the main rollups; friends can help recover a lost key.</p>",
        tags: ["wallet", "security"],
      },
    ],
    docs: [{ file_name: "用户手册", link: "https://starlink-wallet.example.org/manual.pdf", doc_time: "2025-10-10" }],
    socials: [{ name: "微博", url: "https://weibo.com/starlinkwallet" }],
    partners: [{ name: "BNB Chain", url: "https://www.bnbchain.org" }],
    apps: [
      { name: "星链钱包 iOS", download_url: "https://starlink-wallet.example.org/ios" },
      { name: "星链钱包 Android", download_url: "https://starlink-wallet.example.org/android.apk" },
    ],
  },
  {
    owner: "lena",
    status: 2,
    refusals: [["Нет отчёта об аудите", "No team information"]],
    cluster: { kind: "special" },
    official_url: "https://polar-bridge.example.org",
    online_time: "",
    texts: [
      {
        lang: "ru",
        title: "Полярный мост",
        abstract: "Мост между BSC и сетями на базе Cosmos.",
        content: "<p>Полярный мост переносит токены между BSC и сетями Cosmos через лёгкие клиенты.</p>",
        tags: ["мосты", "cosmos"],
      },
      {
        lang: "en",
        title: "Polar Bridge",
        abstract: "A bridge between BSC and Cosmos chains.",
        content: "<p>Polar Bridge moves tokens between BSC and Cosmos chains with light clients on both sides.</p>",
        tags: ["bridges", "cosmos"],
      },
    ],
    docs: [],
    socials: [{ name: "Telegram", url: "https://t.me/polarbridge" }],
    partners: [],
    apps: [],
  },
  {
    owner: "bob",
    status: 0,
    refusals: [["Roadmap is missing"]],
    cluster: { kind: "channel" },
    official_url: "https://nebula-dex.example.org",
    online_time: "2026-02-01",
    texts: [
      {
        lang: "zh",
        title: "星云交易所",
        abstract: "集中流动性的去中心化交易所。",
        content: "<p>星云交易所采用集中流动性做市，并提供链上限价单。</p><h3>路线图</h3><p>第一季度上线测试网。</p>",
        tags: ["交易所", "去中心化金融"],
      },
      {
        lang: "en",
        title: "Nebula DEX",
        abstract: "A decentralised exchange with concentrated liquidity.",
        content:
          "<p>Nebula DEX pools concentrated liquidity and offers on-chain limit orders.</p><h3>Roadmap</h3><p>Testnet in the first quarter.</p>",
        tags: ["dex", "defi"],
      },
    ],
    docs: [{ file_name: "Roadmap", link: "https://nebula-dex.example.org/roadmap", doc_time: "2026-01-05" }],
    socials: [{ name: "X", url: "https://x.com/nebuladex" }],
    partners: [{ name: "PancakeSwap", url: "https://pancakeswap.finance" }],
    apps: [],
  },
  {
    owner: "mira",
    status: 3,
    refusals: [],
    cluster: null,
    official_url: "",
    online_time: "",
    texts: [
      {
        lang: "en",
        title: "Aurora DAO Tools",
        abstract: "Treasury and payroll tools for small DAOs.",
        content: "<p>A draft: treasury dashboards and streamed payroll for DAOs under fifty members.</p>",
        tags: ["dao", "tools"],
      },
    ],
    docs: [],
    socials: [],
    partners: [],
    apps: [],
  },
];
