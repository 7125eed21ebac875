/**
 * The error catalogue of the gateway: calls-spec section 8, plus the project's own
 * codes for refusals the spec does not number (marked "project"; see docs/decisions.md).
 * Handlers throw `new GatewayError(Code.X)`; nothing else invents a code.
 */
export const Code = {
  Success: 0,
  ClearSession: 1000,
  SystemError: 1001,
  NotLoggedIn: 1002,
  TokenInvalid: 1003,
  AccountRejected: 1004,
  NoAccess: 1005,
  PermissionDenied: 1006,
  /** project: the request signature is missing or wrong */
  BadRequestSignature: 1007,
  /** project: the app id is not known to this gateway */
  UnknownApp: 1008,
  /** project: the request timestamp is outside the accepted window */
  StaleRequest: 1009,
  /** project: too many requests from one caller */
  RateLimited: 1010,
  ParamInvalid: 50500,
  Failed: 3001,
  NotFound: 3002,
  SetSucceeded: 3003,
  SetFailed: 3004,
  WalletRequired: 3005,
  WalletFormat: 3006,
  Followed: 3007,
  Unfollowed: 3008,
  BatchLimit: 3009,
  /** project: the wallet is on another chain than the platform's */
  WrongChain: 3010,
  /** project: the sign-in message is unknown, already used or expired */
  LoginMessageInvalid: 3011,
  /** project: the signature was not made by the wallet that signs in */
  BadWalletSignature: 3012,
  InfoSubmitted: 801101,
  LikeLimit: 801102,
  AlreadyLiked: 801103,
  CannotLikeOwn: 801104,
  AlreadyCollected: 801105,
  CannotCollectOwn: 801106,
  SpecialFollowed: 801107,
  SpecialUnfollowed: 801108,
  AlreadyCommented: 801109,
  SameTitle: 801110,
  CannotFollowOwn: 801111,
  ColumnHasArticles: 801112,
  AlreadyExists: 801113,
  SameName: 801114,
  LanguageProjectExists: 801115,
  SameApp: 801116,
  ClusterExists: 801117,
  SameDoc: 801118,
  SamePartner: 801119,
  ReviewNotPassed: 801120,
  ReviewPassed: 801121,
  NotReviewed: 801122,
  AlreadyReviewed: 801123,
  NotDaoMember: 801124,
  AlreadyRated: 801125,
  CannotRateOwn: 801126,
  /** project: the item is online already (content operation `online`) */
  AlreadyOnline: 801127,
  /** project: the item is offline already (content operation `offline`) */
  AlreadyOffline: 801128,
  /** project: the item is open already (content operation `open`) */
  AlreadyOpen: 801129,
  /** project: the item is closed already (content operation `close`) */
  AlreadyClosed: 801130,
  /** project: the owner closed the item: no new comments, articles or followers */
  ContentClosed: 801131,
  /** project: a comment with too little text ("Too little content...") */
  CommentTooShort: 801132,
  /** project: an upload above the size limit of its kind */
  UploadTooLarge: 801133,
  /** project: an upload whose bytes are not an accepted file type */
  UploadTypeRefused: 801134,
  /** project: commenting needs a session ("Login to comment") */
  LoginToComment: 801135,
  /** project: a review signature not made by the caller's wallet for this platform's chain */
  ReviewSignatureInvalid: 801136,
  /** project: a review signature whose nonce was already used (a replay) */
  ReviewSignatureUsed: 801137,
  /** project: a review signature past its deadline */
  ReviewSignatureExpired: 801138,
  /** project: a reject without a reason from the list or custom text */
  ReviewReasonRequired: 801139,
  /** project: the proposal's voting window is not open (not started or ended) */
  VoteNotOpen: 801140,
  /** project: the vote's signature was not made by the voting wallet for this proposal and chain */
  VoteSignatureInvalid: 801141,
  /** project: this signed vote was already counted, or a newer one from the wallet was */
  VoteReplayed: 801142,
  /** project: every NFT the wallet has staked already spoke in this item's review round */
  ReviewTokenAlreadyDecided: 801143,
  /** project: the user already holds a place or a waitlist spot for this activity */
  AlreadySignedUp: 801160,
  /** project: the activity's signup deadline has passed (or it has started, for a cancellation) */
  SignupClosed: 801161,
  /** project: the user has no place or waitlist spot to cancel */
  NotSignedUp: 801162,
  /** project: the e-mail of a form is malformed ("E-mail format is incorrect", product-spec section 5) */
  EmailIncorrect: 801163,
  /** project: a wiki save without a reason ("Reason cannot be empty") */
  WikiReasonRequired: 801170,
  /** project: a wiki edit based on a revision that is no longer the entry's newest */
  WikiStaleRevision: 801171,
  /** project: a KOL application's phone number is not a valid number of the chosen area code */
  KolPhoneInvalid: 801190,
  /** project: only an approved KOL can be taken offline */
  KolNotApproved: 801191,
  /** project: the KOL application was modified after the operator opened it */
  KolApplicationChanged: 801192,
  /** project: the project waits in review; it cannot be submitted again or changed until it is decided */
  ProjectPending: 801180,
  /** project: the project's special, channel or planet is bound and cannot be changed */
  ProjectClusterBound: 801181,
  /** project: a project is submitted with a bound special, channel or planet */
  ProjectClusterRequired: 801182,
  /** project: a project holds at most 50 documents, social links, partners and apps of each kind */
  ProjectItemsFull: 801183,
  /** project: the phone number of an investment form is malformed */
  PhoneIncorrect: 801200,
  /** project: the official site of an investment form is not an http(s) web address */
  SiteIncorrect: 801201,
  CommentEmpty: 802000,
  TopicAlreadyLiked: 802001,
  TopicCannotLikeOwn: 802002,
  SocialFailed: 802003,
  NotPlanetOwner: 802004,
  NotJoined: 802005,
  SocialAlreadyExists: 802006,
  SocialNotExists: 802007,
  AlreadyJoined: 802008,
  TooFrequent: 802009,
  /** project: a planet's owner cannot leave it (they may delete it) */
  OwnerCannotLeave: 802010,
  /** project: the caller does not hold what the planet's entry rule asks (DAO NFT, ICT or ICMS balance, entry fee) */
  PlanetGateNotMet: 802011,
  /** project: the planet's entry rule cannot be checked now (the chain is not reachable or not indexed) */
  PlanetGateUnavailable: 802012,
  /** project: the planet asks an entry fee and the call names no payment */
  EntryFeeRequired: 802013,
  /** project: the entry fee's transaction is not mined yet, or has fewer confirmations than the gateway waits for */
  EntryFeeNotConfirmed: 802020,
  /** project: the entry fee's transaction failed on chain */
  EntryFeeTxFailed: 802021,
  /** project: the transaction holds no ICT transfer from the caller's wallet to the planet owner's wallet */
  EntryFeeNotAPayment: 802022,
  /** project: the planet owner received less ICT than the entry fee */
  EntryFeeUnderpaid: 802023,
  /** project: the payment already admitted someone to a planet */
  EntryFeeAlreadyUsed: 802024,
  CourseAlreadyRated: 803000,
  CannotRateOwnCourse: 803001,
  /** project: the lesson is neither free nor in a course the caller may play (buy the course) */
  CourseLessonLocked: 803002,
  /** project: a course that is not free needs a price above zero */
  CoursePriceRequired: 803003,
  /** project: a course with students (live enrollments) cannot be deleted */
  CourseHasStudents: 803004,
  /** project: a chapter that still holds lessons cannot be deleted */
  ChapterHasLessons: 803005,
  /** project: only a course one may play (free, or bought) can be rated */
  CourseNotTaken: 803006,
  /** project: a free course is played without an order */
  CourseIsFree: 803015,
  /** project: the caller already holds this course */
  CourseAlreadyBought: 803016,
  /** project: an author cannot buy their own course */
  CannotBuyOwnCourse: 803017,
  /** project: the order is not paid (yet) */
  CourseOrderNotPaid: 803018,
  /** project: the order was already refunded */
  CourseOrderRefunded: 803019,
  /** project: the order's refund window has closed */
  CourseRefundWindowClosed: 803020,
  /** project: a refund of this order was already requested */
  CourseRefundAlreadyRequested: 803021,
  WalletFormatError: 804100,
  CannotRecommendSelf: 804101,
  BindRecommender: 804102,
  RecommenderNotFound: 804103,
  RecommenderAlreadySet: 804104,
  WalletParamError: 804105,
  NoNodeAvailable: 804106,
  StakeSucceeded: 804107,
  UnstakeSucceeded: 804108,
  NotRegistered: 804109,
  InviteCodeError: 804110,
  UserInfoError: 804111,
  RecommenderAlreadyBound: 804112,
  CannotRecommendSelfAgain: 804113,
  /** project: no sale stage is running ("The event has not started or has ended") */
  SaleNotRunning: 804114,
  /** project: the stage has fewer NFTs left than asked for */
  SaleOutOfStock: 804115,
  /** project: the transaction is not confirmed on chain, or is not the caller's purchase or staking */
  TxNotConfirmed: 804116,
  /** project: the transaction hash already belongs to another order */
  TxAlreadyRecorded: 804117,
  /** project: the test faucet exists on the local development chain only */
  FaucetUnavailable: 804118,
  /** project: the amount is more than the available income of that coin */
  IncomeInsufficient: 804150,
  /** project: a withdrawal of that coin waits for its claim (another amount was asked) */
  WithdrawPending: 804151,
  /** project: withdrawals need the reward vault and the withdraw signer, not configured here */
  WithdrawUnavailable: 804152,
  /** project: the API key is not one the platform issued */
  ApiKeyUnknown: 805100,
  /** project: the API key was revoked by its holder */
  ApiKeyRevoked: 805101,
  /** project: the API key is past its expiry */
  ApiKeyExpired: 805102,
  /** project: the API key was not granted this action */
  ApiKeyScopeDenied: 805103,
  /** project: no API key may call this action (sign-in, sessions, the open platform itself) */
  ApiKeyNotAllowed: 805104,
  /** project: the API key used up its calls for this minute */
  ApiKeyMinuteQuota: 805105,
  /** project: the API key used up its calls for today */
  ApiKeyDayQuota: 805106,
  /** project: a scope asked for is not one a key may hold */
  DeveloperScopeInvalid: 805107,
  /** project: the key's expiry is missing, past or more than 365 days away */
  DeveloperExpiryInvalid: 805108,
  /** project: a quota is outside the platform's limits */
  DeveloperQuotaInvalid: 805109,
  /** project: the holder already keeps the most apps allowed */
  DeveloperAppLimit: 805110,
  /** project: the app was revoked and can no longer be changed */
  DeveloperAppRevoked: 805111,
  /** project: the credentials are incomplete or malformed for the network (docs/multisend.md) */
  MultisendCredentialsInvalid: 805000,
  /** project: the account must be reconnected: the network refuses its credentials */
  MultisendNeedsReconnect: 805001,
  /** project: only a published (online) item of one's own can be sent */
  MultisendItemNotPublished: 805002,
  /** project: the network refused the credentials */
  MultisendNetworkRefused: 805003,
  /** project: the network did not answer, or answered with an error; try again later */
  MultisendNetworkUnavailable: 805004,
  /** project: only a failed or unknown target can be sent again */
  MultisendNotRetriable: 805005,
  /** project: a target whose outcome is unknown may already be posted; retrying needs a confirmation */
  MultisendConfirmRequired: 805006,
  /** project: the address points at a private or local network */
  MultisendHostRefused: 805007,
  /** project: the user has connected the most accounts allowed */
  MultisendTooManyAccounts: 805008,
  /** project: a short link was asked for a page that is not a detail page of this site */
  ShortLinkPageRefused: 805200,
} as const;

export type CodeName = keyof typeof Code;
export type ErrorCode = (typeof Code)[CodeName];

export const ALL_CODES: readonly ErrorCode[] = Object.values(Code);
