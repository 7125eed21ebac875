// The relevance queries: what a reader types, and the corpus articles that must come within the
// first `top` hits (every key listed). Typos are answered by the trigram fallback on titles.

export interface RelevanceQuery {
  keyword: string;
  expect: string[];
  top: 1 | 3 | 5;
}

export const QUERIES: RelevanceQuery[] = [
  // English: words of a target's title, stems, and words that the digests also use.
  { keyword: "restaking oracle", expect: ["en-restaking"], top: 1 },
  { keyword: "hardware wallet", expect: ["en-hw-wallet"], top: 1 },
  { keyword: "seed phrase backup", expect: ["en-seed"], top: 1 },
  { keyword: "fraud proofs", expect: ["en-fraud-proof"], top: 3 },
  { keyword: "zero-knowledge", expect: ["en-zk"], top: 3 },
  { keyword: "sandwich attack", expect: ["en-mev"], top: 1 },
  { keyword: "governance vote", expect: ["en-dao-vote"], top: 3 },
  { keyword: "stablecoin depeg", expect: ["en-stablecoin"], top: 1 },
  { keyword: "bridge hack", expect: ["en-bridge-hack"], top: 1 },
  { keyword: "gas fees", expect: ["en-gas"], top: 3 },
  { keyword: "airdrops", expect: ["en-airdrop"], top: 3 },
  { keyword: "royalties", expect: ["en-nft-royalty"], top: 3 },
  { keyword: "multisig treasury", expect: ["en-multisig"], top: 3 },
  { keyword: "impermanent loss", expect: ["en-impermanent"], top: 1 },
  { keyword: "revoke approvals", expect: ["en-phishing"], top: 1 },
  { keyword: "sequencers", expect: ["en-sequencer"], top: 3 },
  { keyword: "liquidation", expect: ["en-liquidation"], top: 3 },
  { keyword: "paymaster", expect: ["en-paymaster"], top: 3 },
  { keyword: "wallet", expect: ["en-hw-wallet"], top: 5 },
  // Chinese: words inside sentences, through the bigrams.
  { keyword: "钱包安全", expect: ["zh-wallet"], top: 1 },
  { keyword: "助记词", expect: ["zh-wallet"], top: 3 },
  { keyword: "再质押 预言机", expect: ["zh-restaking"], top: 1 },
  { keyword: "欺诈证明", expect: ["zh-fraud-proof"], top: 1 },
  { keyword: "零知识证明", expect: ["zh-zk"], top: 1 },
  { keyword: "治理投票", expect: ["zh-dao"], top: 1 },
  { keyword: "稳定币 脱锚", expect: ["zh-stablecoin"], top: 1 },
  { keyword: "跨链桥", expect: ["zh-bridge"], top: 3 },
  { keyword: "燃料费", expect: ["zh-gas"], top: 3 },
  { keyword: "无常损失", expect: ["zh-impermanent"], top: 1 },
  { keyword: "硬件钱包", expect: ["zh-hw-wallet"], top: 1 },
  { keyword: "多签金库", expect: ["zh-multisig"], top: 1 },
  // Russian: other forms of the same words.
  { keyword: "мультиподпись", expect: ["ru-multisig"], top: 3 },
  { keyword: "кошелёк", expect: ["ru-hw-wallet"], top: 5 },
  { keyword: "стейкинг доходность", expect: ["ru-staking"], top: 1 },
  { keyword: "роллапы", expect: ["ru-rollup"], top: 3 },
  { keyword: "нулевым разглашением", expect: ["ru-zk"], top: 1 },
  { keyword: "стейблкоин привязка", expect: ["ru-stablecoin"], top: 1 },
  { keyword: "кроссчейн мосты", expect: ["ru-bridge"], top: 3 },
  { keyword: "оракул", expect: ["ru-oracle"], top: 3 },
  { keyword: "аппаратный кошелёк", expect: ["ru-hw-wallet"], top: 1 },
  // Typos: nothing matches word for word, titles close to the keyword answer.
  { keyword: "hardwre wallet", expect: ["en-hw-wallet"], top: 3 },
  { keyword: "optimistc rollups", expect: ["en-fraud-proof"], top: 3 },
  { keyword: "impermanant loss", expect: ["en-impermanent"], top: 3 },
  { keyword: "stablecoins depegg", expect: ["en-stablecoin"], top: 3 },
  { keyword: "sequncers", expect: ["en-sequencer"], top: 3 },
  { keyword: "мультиподпесью", expect: ["ru-multisig"], top: 3 },
];
