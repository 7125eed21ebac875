/** The demo courses' texts, each in its own language (`courses.ts` stores them). */
import type { ContentLang, CourseCoin } from "@icms/protocol";

interface DemoLesson {
  name: string;
  body: string;
  minutes: number;
}

export interface DemoCourse {
  lang: ContentLang;
  /** The category's slug (migration 0030). */
  category: string;
  name: string;
  abstract: string;
  details: string;
  tags: string[];
  /** Null: free. */
  price: { amount: string; coin: CourseCoin } | null;
  /** Waits for the member review. */
  pending?: boolean;
  chapters: { name: string; lessons: DemoLesson[] }[];
  faqs: [string, string][];
  comments: string[];
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    lang: "en",
    category: "blockchain",
    name: "Blockchain in a weekend",
    abstract: "Blocks, hashes, wallets and consensus, explained without jargon.",
    details:
      "<p>Six short lessons for newcomers. No code, no prior knowledge.</p><ul><li>What a block holds</li><li>Why nobody can rewrite history</li><li>How a wallet signs</li></ul>",
    tags: ["beginner", "blockchain"],
    price: null,
    chapters: [
      {
        name: "The chain",
        lessons: [
          {
            name: "What is in a block",
            body: "<p>A block lists transactions and the hash of the block before it.</p>",
            minutes: 6,
          },
          {
            name: "Hashes as fingerprints",
            body: "<p>Change one byte and the hash changes completely.</p>",
            minutes: 8,
          },
        ],
      },
      {
        name: "Wallets and consensus",
        lessons: [
          {
            name: "Keys and signatures",
            body: "<p>Your private key signs; anyone can check with the address.</p>",
            minutes: 9,
          },
          {
            name: "Proof of stake in five minutes",
            body: "<p>Validators lock coins and lose them when they cheat.</p>",
            minutes: 5,
          },
        ],
      },
    ],
    faqs: [["Do I need a wallet to start?", "No. The lessons show a wallet, you can follow along without one."]],
    comments: ["Finally an explanation my parents understood.", "The hashing lesson was the best part."],
  },
  {
    lang: "en",
    category: "development",
    name: "Solidity from scratch",
    abstract: "Write, test and deploy your first smart contracts on an EVM chain.",
    details: "<p>From a counter contract to a tested ERC-20 token, with the tools professionals use.</p>",
    tags: ["solidity", "evm", "developer"],
    price: { amount: "29.9", coin: "USDT" },
    chapters: [
      {
        name: "First contract",
        lessons: [
          {
            name: "Set up the tools",
            body: "<p>Install Node.js and a local chain, then compile a contract.</p>",
            minutes: 12,
          },
          {
            name: "State and functions",
            body: "<p>Storage variables live on chain; view functions cost no gas.</p>",
            minutes: 18,
          },
        ],
      },
      {
        name: "Tokens and tests",
        lessons: [
          { name: "An ERC-20 token", body: "<p>Balances, allowances and the Transfer event.</p>", minutes: 25 },
          {
            name: "Testing every revert",
            body: "<p>A test per require: the failure paths are the contract.</p>",
            minutes: 22,
          },
        ],
      },
    ],
    faqs: [
      ["Which chain do we deploy to?", "A local chain, then the BSC test network."],
      ["Is JavaScript required?", "Basic JavaScript helps for the tests."],
    ],
    comments: ["Clear examples and good pacing.", "The testing chapter is worth the price alone."],
  },
  {
    lang: "en",
    category: "defi",
    name: "Layer 2 deep dive",
    abstract: "Rollups, bridges and data availability for builders.",
    details: "<p>How optimistic and zero-knowledge rollups inherit security from the base chain.</p>",
    tags: ["layer2", "rollups"],
    price: { amount: "15", coin: "ICT" },
    pending: true,
    chapters: [
      {
        name: "Rollups",
        lessons: [
          { name: "Why rollups", body: "<p>Execution moves off chain; data stays on chain.</p>", minutes: 10 },
          {
            name: "Fraud and validity proofs",
            body: "<p>Challenge windows versus proofs checked at once.</p>",
            minutes: 16,
          },
        ],
      },
    ],
    faqs: [],
    comments: [],
  },
  {
    lang: "zh",
    category: "defi",
    name: "DeFi 入门",
    abstract: "从兑换、借贷到流动性挖矿，一步步理解去中心化金融。",
    details: "<p>适合刚接触 DeFi 的用户：每一课都配有操作演示和风险提示。</p>",
    tags: ["DeFi", "入门"],
    price: null,
    chapters: [
      {
        name: "兑换与流动性",
        lessons: [
          { name: "自动做市商是什么", body: "<p>资金池按公式给两种代币定价，而不是靠订单簿。</p>", minutes: 7 },
          { name: "无常损失", body: "<p>价格偏离越大，做市的损失越大。</p>", minutes: 9 },
        ],
      },
      {
        name: "借贷",
        lessons: [
          { name: "超额抵押", body: "<p>借出前先存入价值更高的抵押品。</p>", minutes: 8 },
          { name: "清算是怎么发生的", body: "<p>抵押率跌破阈值时，任何人都可以清算。</p>", minutes: 10 },
        ],
      },
    ],
    faqs: [["需要准备多少资金？", "学习本课程不需要资金，演示都在测试网进行。"]],
    comments: ["讲得很清楚，终于明白无常损失了。", "希望再出一门进阶课。"],
  },
  {
    lang: "zh",
    category: "nft",
    name: "NFT 项目实战",
    abstract: "从元数据设计到铸造上线，完整做一个 NFT 项目。",
    details: "<p>课程包含合约、元数据、铸造页面和上线检查清单。</p>",
    tags: ["NFT", "实战"],
    price: { amount: "120", coin: "ICT" },
    chapters: [
      {
        name: "设计",
        lessons: [
          { name: "元数据与存储", body: "<p>图片放在去中心化存储，元数据指向它。</p>", minutes: 11 },
          { name: "稀有度设计", body: "<p>属性组合决定稀有度，要提前公开规则。</p>", minutes: 13 },
        ],
      },
      {
        name: "上线",
        lessons: [
          { name: "铸造合约", body: "<p>限制每个地址的铸造数量，防止机器人。</p>", minutes: 20 },
          { name: "上线检查清单", body: "<p>检查权限、提款地址和元数据冻结。</p>", minutes: 8 },
        ],
      },
    ],
    faqs: [["需要会写代码吗？", "需要基础的 Solidity 知识。"]],
    comments: ["实战性很强，跟着做完就能上线。"],
  },
  {
    lang: "ru",
    category: "security",
    name: "Безопасность смарт-контрактов",
    abstract: "Типичные уязвимости и как их находить до злоумышленников.",
    details: "<p>Разбираем реальные взломы: повторный вход, ошибки округления, манипуляции оракулами.</p>",
    tags: ["безопасность", "аудит"],
    price: { amount: "49.5", coin: "USDT" },
    chapters: [
      {
        name: "Уязвимости",
        lessons: [
          { name: "Повторный вход", body: "<p>Сначала меняйте состояние, потом переводите средства.</p>", minutes: 14 },
          {
            name: "Манипуляции оракулами",
            body: "<p>Цена из одного пула легко сдвигается мгновенным займом.</p>",
            minutes: 17,
          },
        ],
      },
      {
        name: "Аудит",
        lessons: [
          {
            name: "Чек-лист аудитора",
            body: "<p>Права доступа, внешние вызовы, арифметика, события.</p>",
            minutes: 12,
          },
          {
            name: "Тесты на свойства",
            body: "<p>Случайные входы находят то, что пропускают примеры.</p>",
            minutes: 19,
          },
        ],
      },
    ],
    faqs: [["Подойдёт ли курс новичку?", "Нужен опыт написания контрактов на Solidity."]],
    comments: ["Отличные разборы реальных взломов.", "Чек-лист теперь использую в каждом проекте."],
  },
  {
    lang: "ru",
    category: "trading",
    name: "Основы трейдинга криптовалют",
    abstract: "Ордера, риски и дисциплина: с чего начать торговлю.",
    details: "<p>Курс не даёт сигналов, он учит управлять риском.</p>",
    tags: ["трейдинг", "риски"],
    price: null,
    chapters: [
      {
        name: "Биржа",
        lessons: [
          { name: "Виды ордеров", body: "<p>Рыночный, лимитный и стоп-ордер: когда какой.</p>", minutes: 8 },
          {
            name: "Комиссии и проскальзывание",
            body: "<p>Мелкие издержки съедают прибыль при частой торговле.</p>",
            minutes: 7,
          },
        ],
      },
      {
        name: "Риск",
        lessons: [
          {
            name: "Размер позиции",
            body: "<p>Рискуйте не больше одного-двух процентов депозита в сделке.</p>",
            minutes: 10,
          },
          { name: "Дневник трейдера", body: "<p>Записывайте каждую сделку и причину входа.</p>", minutes: 6 },
        ],
      },
    ],
    faqs: [["Нужен ли большой депозит?", "Нет, начинать лучше с небольшой суммы."]],
    comments: ["Полезно про размер позиции.", "Коротко и по делу."],
  },
];
