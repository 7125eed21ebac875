// The relevance corpus: articles in English, Chinese and Russian, each written for one topic
// (the targets, which the queries expect near the top), among digests that mention the same
// words in passing (the noise). The targets are older than the digests, so a search that
// preferred recent matches over relevant ones would push them down.

export interface CorpusArticle {
  key: string;
  lang: "en" | "zh" | "ru";
  title: string;
  abstract: string;
  body: string;
  /** Age in days. */
  age: number;
}

type Target = [key: string, title: string, abstract: string, body: string];

const EN: Target[] = [
  [
    "en-restaking",
    "Restaking and oracle security",
    "Who pays when an oracle network backed by restaked ether lies",
    "Restaking lets validators secure oracles; slashing covers part of the loss.",
  ],
  [
    "en-hw-wallet",
    "Choosing a hardware wallet for long-term custody",
    "Secure elements, open firmware and backups",
    "A hardware wallet keeps keys off the computer.",
  ],
  [
    "en-seed",
    "Seed phrase backups on steel plates",
    "Shards, passphrases and the mistakes people make",
    "Write the mnemonic once, test the restore, store it away from the device.",
  ],
  [
    "en-fraud-proof",
    "Fraud proofs in optimistic rollups",
    "The challenge window and who watches it",
    "A challenger posts a fraud proof within seven days of a bad state root.",
  ],
  [
    "en-zk",
    "Zero-knowledge proofs without the math",
    "Provers, verifiers and what a circuit is",
    "A zero-knowledge proof convinces a verifier without revealing the witness.",
  ],
  [
    "en-mev",
    "MEV and sandwich attacks on decentralized exchanges",
    "How searchers reorder swaps and how to set slippage",
    "Private mempools and tight slippage limits reduce sandwiching.",
  ],
  [
    "en-dao-vote",
    "How DAO governance votes are counted",
    "Token-weighted voting, quorum and delegation",
    "Snapshot votes are off-chain; on-chain governors execute proposals.",
  ],
  [
    "en-stablecoin",
    "Algorithmic stablecoins and why they depeg",
    "Reflexive collateral and bank runs",
    "When the collateral token falls, redemptions accelerate the depeg.",
  ],
  [
    "en-bridge-hack",
    "Anatomy of a cross-chain bridge hack",
    "Compromised validator keys and forged messages",
    "Most bridge losses came from key compromise, not cryptography.",
  ],
  [
    "en-gas",
    "Estimating gas fees before you send a transaction",
    "Base fee, priority tip and gas limit",
    "EIP-1559 burns the base fee; the tip goes to the block builder.",
  ],
  [
    "en-airdrop",
    "Airdrop farming and sybil filters",
    "Eligibility rules, farming strategies and taxes",
    "Projects filter sybil wallets by clustering funding sources.",
  ],
  [
    "en-nft-royalty",
    "NFT royalties after marketplaces made them optional",
    "Creator fees, enforcement and operator filters",
    "Royalties on NFT sales became optional on most marketplaces.",
  ],
  [
    "en-multisig",
    "Setting up a multisig treasury for a small DAO",
    "Signers, thresholds and recovery",
    "A two-of-three multisig survives one lost key.",
  ],
  [
    "en-impermanent",
    "Impermanent loss for liquidity providers",
    "Why providing liquidity can lose against holding",
    "Impermanent loss grows with the price ratio between the pool's tokens.",
  ],
  [
    "en-phishing",
    "Phishing approvals: revoke token allowances you forgot",
    "Unlimited approvals are the drainer's favourite tool",
    "Revoke allowances you no longer use; phishing sites ask for approvals.",
  ],
  [
    "en-sequencer",
    "Shared sequencers and rollup decentralization",
    "Who orders transactions on a layer two",
    "A single sequencer can censor; shared sequencing spreads the role.",
  ],
  [
    "en-liquidation",
    "Liquidations in lending protocols during a crash",
    "Health factors, oracles and cascading liquidations",
    "Borrowers are liquidated when collateral value falls below the threshold.",
  ],
  [
    "en-paymaster",
    "Account abstraction and paymasters for gasless apps",
    "Smart accounts, bundlers and sponsored gas",
    "A paymaster pays gas on behalf of users of an app.",
  ],
];

const ZH: Target[] = [
  ["zh-wallet", "以太坊钱包安全指南", "如何保管助记词，避免钓鱼网站", "助记词要离线保存，不要截图。"],
  ["zh-staking", "质押收益从哪里来", "验证者奖励与手续费", "质押的收益来自出块奖励和交易小费。"],
  ["zh-restaking", "再质押与预言机安全", "再质押的以太币如何为预言机提供保障", "预言机作恶时，再质押的资产会被罚没。"],
  ["zh-fraud-proof", "乐观汇总的欺诈证明", "挑战期与挑战者", "挑战者需要在七天内提交欺诈证明。"],
  ["zh-zk", "零知识证明入门", "证明者、验证者与电路", "零知识证明让验证者相信一个陈述而不泄露秘密。"],
  ["zh-dao", "去中心化自治组织的治理投票", "代币加权投票、法定人数与委托", "链上治理合约执行通过的提案。"],
  ["zh-stablecoin", "算法稳定币为何会脱锚", "反身性抵押品与挤兑", "抵押代币下跌时，赎回加速脱锚。"],
  ["zh-bridge", "跨链桥被盗事件复盘", "验证者私钥泄露与伪造消息", "大多数跨链桥损失来自私钥泄露。"],
  ["zh-gas", "如何估算燃料费", "基础费用、优先小费与燃料上限", "基础费用会被销毁，小费归出块者。"],
  ["zh-airdrop", "空投领取与女巫攻击", "资格规则与女巫过滤", "项目方通过资金来源识别女巫地址。"],
  ["zh-nft", "数字藏品版税的变化", "创作者费用与市场规则", "多数交易市场把版税改成了可选。"],
  ["zh-multisig", "多签金库的搭建步骤", "签名人、门限与恢复", "三分之二多签在丢失一把私钥时仍可使用。"],
  ["zh-impermanent", "流动性提供者的无常损失", "为什么做市可能不如持币", "无常损失随两种代币的价格比变化而扩大。"],
  ["zh-hw-wallet", "硬件钱包选购建议", "安全芯片、开源固件与备份", "硬件钱包让私钥不接触电脑。"],
];

const RU: Target[] = [
  [
    "ru-multisig",
    "Как работают кошельки с мультиподписью",
    "Мультиподпись защищает казну DAO",
    "Два из трёх подписантов подтверждают перевод.",
  ],
  [
    "ru-staking",
    "Стейкинг эфира: доходность и риски",
    "Откуда берётся доход валидатора",
    "Доход складывается из наград за блоки и чаевых.",
  ],
  [
    "ru-rollup",
    "Оптимистичные роллапы и доказательства мошенничества",
    "Окно оспаривания и наблюдатели",
    "Наблюдатель публикует доказательство в течение семи дней.",
  ],
  [
    "ru-zk",
    "Доказательства с нулевым разглашением простыми словами",
    "Доказывающий, проверяющий и схема",
    "Проверяющий убеждается в истинности утверждения, не узнавая секрета.",
  ],
  [
    "ru-stablecoin",
    "Почему алгоритмические стейблкоины теряют привязку",
    "Рефлексивный залог и паника вкладчиков",
    "Падение залогового токена ускоряет выкуп.",
  ],
  [
    "ru-bridge",
    "Как взламывают кроссчейн мосты",
    "Утечка ключей валидаторов и поддельные сообщения",
    "Большинство потерь мостов связано с утечкой ключей.",
  ],
  [
    "ru-gas",
    "Как оценить комиссию за газ",
    "Базовая плата, чаевые и лимит газа",
    "Базовая плата сжигается, чаевые получает строитель блока.",
  ],
  [
    "ru-airdrop",
    "Аирдропы: условия получения и налоги",
    "Правила отбора и фильтры сибилов",
    "Проекты отсеивают сибилов по источникам средств.",
  ],
  [
    "ru-hw-wallet",
    "Аппаратный кошелёк для долгого хранения",
    "Защищённый чип, открытая прошивка и резервные копии",
    "Аппаратный кошелёк держит ключи вне компьютера.",
  ],
  [
    "ru-phishing",
    "Фишинг и опасные разрешения токенов",
    "Отзывайте неограниченные разрешения",
    "Фишинговые сайты просят подписать разрешение на списание.",
  ],
  [
    "ru-governance",
    "Голосование в DAO: кворум и делегирование",
    "Как считаются голоса держателей токенов",
    "Без кворума предложение не проходит.",
  ],
  [
    "ru-oracle",
    "Оракулы и манипуляция ценой",
    "Как атакуют ценовые оракулы займов",
    "Манипуляция оракулом приводит к ложным ликвидациям.",
  ],
];

/** Words the digests mention in passing: the targets' own words, so the digests compete with them. */
const NOISE = {
  en: [
    "wallet",
    "oracle",
    "restaking",
    "rollup",
    "bridge",
    "gas",
    "staking",
    "governance",
    "liquidity",
    "airdrop",
    "stablecoin",
    "multisig",
    "sequencer",
    "lending",
    "proof",
    "hardware",
    "phishing",
    "approval",
    "royalty",
    "treasury",
  ],
  zh: [
    "钱包",
    "预言机",
    "质押",
    "再质押",
    "跨链桥",
    "燃料费",
    "治理",
    "流动性",
    "空投",
    "稳定币",
    "多签",
    "证明",
    "硬件",
    "钓鱼",
    "版税",
    "金库",
    "验证者",
    "助记词",
  ],
  ru: [
    "кошелёк",
    "оракул",
    "стейкинг",
    "роллап",
    "мост",
    "газ",
    "управление",
    "ликвидность",
    "аирдроп",
    "стейблкоин",
    "мультиподпись",
    "доказательство",
    "фишинг",
    "разрешение",
    "казна",
    "кворум",
  ],
};

/** A small deterministic generator, so the corpus is the same on every run. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

function digests(lang: "en" | "zh" | "ru", count: number): CorpusArticle[] {
  const next = generator(lang.length * 7_919 + count);
  const words = NOISE[lang];
  const pick = () => words[next(words.length)] as string;
  return Array.from({ length: count }, (_, i) => {
    const [a, b, c, d] = [pick(), pick(), pick(), pick()];
    const n = i + 1;
    const text = {
      en: [
        `Weekly digest ${n}`,
        `News on ${a} and ${b} this week`,
        `<p>Also: a ${c} update, ${d} figures and reader questions.</p>`,
      ],
      zh: [`每周简报第${n}期`, `本周${a}与${b}动态`, `<p>另有${c}更新、${d}数据和读者问答。</p>`],
      ru: [
        `Дайджест недели ${n}`,
        `Новости: ${a} и ${b} за неделю`,
        `<p>Также: обновление ${c}, цифры ${d} и вопросы читателей.</p>`,
      ],
    }[lang];
    return {
      key: `${lang}-digest-${n}`,
      lang,
      title: text[0],
      abstract: text[1],
      body: text[2],
      age: next(60),
    } as CorpusArticle;
  });
}

const targets = (lang: "en" | "zh" | "ru", list: Target[]): CorpusArticle[] =>
  list.map(([key, title, abstract, body], i) => ({
    key,
    lang,
    title,
    abstract,
    body: `<p>${body}</p>`,
    age: 100 + i * 17,
  }));

export const CORPUS: CorpusArticle[] = [
  ...targets("en", EN),
  ...targets("zh", ZH),
  ...targets("ru", RU),
  ...digests("en", 110),
  ...digests("zh", 90),
  ...digests("ru", 90),
];
