import type { SeedLanguage } from "./texts.js";

export const EN: SeedLanguage = {
  lang: "en",
  topics: [
    {
      key: "rollups",
      name: "Rollups",
      inline: "rollups",
      tags: ["rollups", "layer2", "ethereum"],
      paragraphs: [
        "A rollup executes transactions off the main chain and posts the compressed results back to it. Users get lower fees while the base layer still keeps the data needed to rebuild the state.",
        "Optimistic rollups assume a batch is valid and give anyone a challenge window to prove otherwise with a fraud proof. Validity rollups attach a succinct proof to every batch, so withdrawals do not have to wait for that window.",
        "Most rollups still run a single sequencer that orders transactions. Read the project's escape hatch: if the sequencer stops, can you force your transaction through the base layer on your own?",
      ],
    },
    {
      key: "account-abstraction",
      name: "Account abstraction",
      inline: "account abstraction",
      tags: ["account abstraction", "wallets", "ERC-4337"],
      paragraphs: [
        "Account abstraction turns a wallet into a small program. Instead of one private key deciding everything, the account's own code says which signatures, limits and recovery paths it accepts.",
        "With ERC-4337, users send operations to a separate mempool where bundlers pack them into transactions. A paymaster can cover the gas, so a newcomer can act before holding any native coin.",
        "Social recovery is the feature people notice first: a few guardians can rotate a lost key after a delay. Choose guardians who do not know each other, and test the recovery once while nothing is at stake.",
      ],
    },
    {
      key: "stablecoins",
      name: "Stablecoins",
      inline: "stablecoins",
      tags: ["stablecoins", "DeFi", "payments"],
      paragraphs: [
        "A stablecoin tracks the value of another asset, usually the US dollar. Fiat-backed coins hold reserves in banks and short-term bonds; crypto-backed coins lock more collateral on chain than they issue.",
        "The peg is only as strong as the redemption path. Ask who can redeem one coin for one dollar, how fast, and what happens to that promise when the reserves are frozen or the collateral falls quickly.",
        "Attestations and on-chain reserve data help, but they are snapshots. Spread large balances across issuers and keep an eye on concentration in a single custody bank.",
      ],
    },
    {
      key: "dao-governance",
      name: "DAO governance",
      tags: ["DAO", "governance", "voting"],
      paragraphs: [
        "A DAO writes its rules into contracts and lets token holders or members vote on changes. Proposals, voting windows and execution delays replace the meeting room, but people still decide.",
        "Token-weighted voting is simple and easy to capture. Many communities add delegation, quorums, time locks and a veto council so that one large holder cannot change the treasury overnight.",
        "Good governance is mostly preparation: a clear forum post, a discussion period, a snapshot of balances taken before the vote and a plain summary of what the executed transaction will do.",
      ],
    },
    {
      key: "zk-proofs",
      name: "Zero-knowledge proofs",
      inline: "zero-knowledge proofs",
      tags: ["zk", "privacy", "cryptography"],
      paragraphs: [
        "A zero-knowledge proof convinces a verifier that a statement is true without revealing why. You can prove you know a password, or that a batch of transactions was executed correctly, while keeping the inputs hidden.",
        "SNARKs give tiny proofs that verify in milliseconds but often need a trusted setup; STARKs avoid that setup and rely on hash functions, at the price of larger proofs.",
        "For builders, the hard part is the circuit: every branch and every hash becomes constraints. Start with a well-audited library and measure proving time early, because it grows faster than you expect.",
      ],
    },
    {
      key: "staking",
      name: "Staking",
      inline: "staking",
      tags: ["staking", "validators", "restaking"],
      paragraphs: [
        "In proof of stake, validators lock coins as a security deposit and earn rewards for proposing and attesting to blocks. Misbehaviour such as double signing is punished by slashing part of that deposit.",
        "Liquid staking gives you a token that represents your staked position, so the capital can be used elsewhere. The convenience adds contract risk and a dependency on the operator set behind the token.",
        "Restaking reuses the same stake to secure other services. Yield goes up, and so does the number of conditions under which you can be slashed; read them before you opt in.",
      ],
    },
    {
      key: "amm",
      name: "Automated market makers",
      inline: "automated market makers",
      tags: ["AMM", "DEX", "liquidity"],
      paragraphs: [
        "An automated market maker replaces the order book with a pool of two assets and a pricing formula. Traders swap against the pool, and the price moves with every trade.",
        "Liquidity providers earn fees but carry impermanent loss: when prices diverge, the pool rebalances them into the asset that fell. Concentrated liquidity earns more fees in range and loses more outside it.",
        "Large swaps in shallow pools suffer slippage and attract sandwich bots. Set a tight slippage limit and, for big orders, split them or use a route that goes through a private order flow.",
      ],
    },
    {
      key: "lending",
      name: "On-chain lending",
      inline: "on-chain lending",
      tags: ["lending", "DeFi", "collateral"],
      paragraphs: [
        "Lending protocols pool deposits and let borrowers take loans against more collateral than they borrow. Interest rates float with how much of the pool is in use.",
        "When collateral value falls below the liquidation threshold, anyone can repay part of the loan and take collateral at a discount. Liquidations keep the pool solvent and hurt the borrower who waited too long.",
        "Keep a health factor well above one, watch the oracle the protocol uses, and remember that correlated collateral and debt reduce liquidation risk only while the correlation holds.",
      ],
    },
    {
      key: "nft",
      name: "NFTs and digital ownership",
      tags: ["NFT", "ownership", "creators"],
      paragraphs: [
        "An NFT is a token with a unique id whose ownership anyone can verify. The token usually points to metadata, and the metadata points to the image, the membership or the ticket it stands for.",
        "Where the metadata lives matters. Content addressed storage such as IPFS keeps a file tied to its hash; a plain web URL can change or vanish after the sale.",
        "Beyond art, NFTs work as membership passes, certificates and game items. Our DAO uses one as a certification: staking it is what makes a wallet an X-Man reviewer.",
      ],
    },
    {
      key: "bridges",
      name: "Cross-chain bridges",
      inline: "cross-chain bridges",
      tags: ["bridges", "interoperability", "security"],
      paragraphs: [
        "A bridge locks assets on one chain and issues a representation on another. Whoever can approve the release on the far side controls everything the bridge holds.",
        "Trust models range from a multisig of operators to light clients that verify the other chain's consensus. The closer a bridge gets to verifying, the less you depend on the honesty of a few keys.",
        "Bridges are among the largest targets in the industry. Move only what you need, prefer the canonical bridge of a rollup for large amounts, and check the route before you sign.",
      ],
    },
    {
      key: "self-custody",
      name: "Wallet security",
      inline: "wallet security",
      tags: ["wallets", "security", "self-custody"],
      paragraphs: [
        "Self-custody means the seed phrase is the account. Anyone who reads it can empty the wallet, and no support desk can reverse the transfer.",
        "Most losses start with a signature, not a stolen phrase. Blind approvals, fake airdrop sites and look-alike tokens ask you to sign something that grants spending rights.",
        "Use a hardware wallet for savings, a separate hot wallet for daily use, and review token approvals every few weeks. Revoke what you no longer need.",
      ],
    },
    {
      key: "oracles",
      name: "Oracles",
      inline: "oracles",
      tags: ["oracles", "data", "DeFi"],
      paragraphs: [
        "Smart contracts cannot read the outside world, so oracles bring prices, weather or sports results on chain. Whoever controls that feed can steer every contract that trusts it.",
        "Decentralised oracle networks aggregate many independent reporters and publish a median. Time-weighted prices from a DEX are harder to move in one block, but lag behind fast markets.",
        "When you read a protocol, find its oracle first. Check the update frequency, the fallback when the feed stops, and whether a flash loan could push the price for a single transaction.",
      ],
    },
  ],
  angles: [
    {
      key: "explained",
      howto: false,
      video: false,
      title: (t) => `${t}, explained without jargon`,
      abstract: (_t, i) =>
        `A plain-language introduction to ${i}: the idea, the mechanics and the checks worth making first.`,
      lead: (_t, i) =>
        `Few subjects come up in web3 conversations as often as ${i}. Here is the short version, without the jargon.`,
      closing: "Questions welcome in the comments: the best ones become the next article.",
    },
    {
      key: "steps",
      howto: true,
      video: false,
      title: (t) => `${t}: a step-by-step guide`,
      abstract: (_t, i) =>
        `A practical walkthrough for a first hands-on session with ${i}, from a test wallet to a real transaction.`,
      lead: () =>
        "This guide assumes a browser wallet and a few minutes. Use a test network first; nothing here needs real funds.",
      steps: (_t, i) => [
        "Create a fresh wallet just for experiments and write the recovery phrase on paper.",
        "Switch to the test network and request test coins from a faucet.",
        `Pick a well-known application for ${i} and read its documentation first.`,
        "Make one small transaction and follow it in the block explorer until it is final.",
        "Write down what surprised you: fees, delays, prompts you did not understand.",
      ],
      closing: "Once the flow feels familiar on the test network, repeat it with a small real amount.",
    },
    {
      key: "mistakes",
      howto: false,
      video: false,
      title: (_t, i) => `Five common mistakes with ${i}`,
      abstract: (_t, i) => `The errors we see most often around ${i}, and the habits that prevent them.`,
      lead: (_t, i) => `We collected questions from our community about ${i}. The same few mistakes keep coming back.`,
      closing: "None of these mistakes needs deep technical knowledge to avoid, only a moment of attention.",
    },
    {
      key: "internals",
      howto: false,
      video: false,
      title: (t) => `${t} under the hood`,
      abstract: (_t, i) =>
        `A closer look at the mechanics behind ${i}: the moving parts, the trade-offs and the trust assumptions.`,
      lead: (_t, i) => `This one is for readers who want to know what actually happens when they use ${i}.`,
      closing: "Trade-offs never disappear; a good design only makes them visible.",
    },
    {
      key: "video",
      howto: false,
      video: true,
      title: (t) => `${t} in ten minutes (video)`,
      abstract: (_t, i) =>
        `A short video walkthrough of ${i} with the key diagrams, followed by the notes from the session.`,
      lead: () => "The video covers the basics; the notes below add the details we did not have time for on screen.",
      closing: "Subscribe to the channel to get the next session when it goes online.",
    },
    {
      key: "checklist",
      howto: true,
      video: true,
      title: (_t, i) => `HowTo video: a safety checklist for ${i}`,
      abstract: (_t, i) => `A checklist to run before you put money into ${i}, shown step by step in a short video.`,
      lead: () =>
        "Print this list or keep it next to your wallet. It takes five minutes and saves the most common losses.",
      steps: () => [
        "Check the contract address on the project's official site, not in a search ad.",
        "Read who can upgrade or pause the contracts.",
        "Start with an amount you can afford to lose entirely.",
        "Review and revoke the approvals you gave after you finish.",
      ],
      closing: "Security is a habit, not a product.",
    },
  ],
  specials: [
    {
      name: "Layer 2 Field Notes",
      abstract: "Hands-on notes from testing rollups and bridges.",
      tags: ["layer2", "rollups"],
    },
    { name: "DeFi Without Drama", abstract: "Lending, AMMs and stablecoins explained calmly.", tags: ["DeFi"] },
    {
      name: "Keys and Wallets",
      abstract: "Everything about holding your own keys safely.",
      tags: ["wallets", "security"],
    },
  ],
  channel: {
    name: "Web3 Builders",
    abstract: "An open channel for builders: tutorials, post-mortems and tools.",
    tags: ["builders"],
  },
  comments: [
    "Clear and to the point, thanks.",
    "Could you add a section on fees?",
    "The step with the block explorer helped me a lot.",
    "I lost funds to a fake airdrop last year, wish I had read this earlier.",
    "Which wallet do you use for the test network?",
    "Great diagram in the video.",
    "Bookmarked for my team.",
  ],
  bio: "Writes about protocols, wallets and the people who build them.",
};
