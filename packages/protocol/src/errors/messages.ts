import type { ApiLang } from "../lang.js";
import { Code, type ErrorCode } from "./codes.js";

type Text = Readonly<Record<ApiLang, string>>;

const t = (en: string, zh: string, ru: string): Text => ({ en, "zh-cn": zh, ru });

/** Every catalogue code in the three languages of the interface. */
export const CODE_MESSAGES: Readonly<Record<ErrorCode, Text>> = {
  [Code.Success]: t("Success", "成功", "Успешно"),
  [Code.ClearSession]: t(
    "Session ended, please log in again",
    "会话已结束，请重新登录",
    "Сеанс завершён, войдите снова",
  ),
  [Code.SystemError]: t("System error", "系统错误", "Системная ошибка"),
  [Code.NotLoggedIn]: t("Not logged in", "未登录", "Вы не вошли в систему"),
  [Code.TokenInvalid]: t(
    "Login information expired, please login again",
    "登录信息已过期，请重新登录",
    "Данные входа устарели, войдите снова",
  ),
  [Code.AccountRejected]: t("Abnormal account status", "账号状态异常", "Учётная запись заблокирована"),
  [Code.NoAccess]: t("Not logged in, cannot access", "未登录，无法访问", "Нет доступа без входа"),
  [Code.PermissionDenied]: t("Permission denied", "没有权限", "Доступ запрещён"),
  [Code.BadRequestSignature]: t("Request signature is invalid", "请求签名无效", "Неверная подпись запроса"),
  [Code.UnknownApp]: t("Unknown application", "未知的应用", "Неизвестное приложение"),
  [Code.StaleRequest]: t(
    "Request time is out of range, check your clock",
    "请求时间超出范围，请检查本机时间",
    "Время запроса вне допустимого окна, проверьте часы",
  ),
  [Code.RateLimited]: t(
    "Too many requests, try again later",
    "请求过多，请稍后再试",
    "Слишком много запросов, попробуйте позже",
  ),
  [Code.ParamInvalid]: t("Parameter validation error", "参数校验错误", "Ошибка проверки параметров"),
  [Code.Failed]: t("Failed", "失败", "Не удалось"),
  [Code.NotFound]: t("Not found", "不存在", "Не найдено"),
  [Code.SetSucceeded]: t("Setting succeeded", "设置成功", "Сохранено"),
  [Code.SetFailed]: t("Setting failed", "设置失败", "Не удалось сохранить"),
  [Code.WalletRequired]: t("Wallet address required", "钱包地址不能为空", "Требуется адрес кошелька"),
  [Code.WalletFormat]: t("Wallet format incorrect", "钱包地址格式不正确", "Неверный формат адреса кошелька"),
  [Code.Followed]: t("Followed", "已关注", "Вы подписались"),
  [Code.Unfollowed]: t("Unfollowed", "已取消关注", "Вы отписались"),
  [Code.BatchLimit]: t(
    "Quantity exceeds the limit of 10 items",
    "数量超过 10 条的限制",
    "Превышен лимит в 10 элементов",
  ),
  [Code.WrongChain]: t(
    "Wrong network: switch your wallet to the platform's chain",
    "网络错误：请将钱包切换到平台所用的链",
    "Неверная сеть: переключите кошелёк на сеть платформы",
  ),
  [Code.LoginMessageInvalid]: t(
    "Sign-in message expired or already used, please try again",
    "登录消息已过期或已使用，请重试",
    "Сообщение для входа устарело или уже использовано, попробуйте снова",
  ),
  [Code.BadWalletSignature]: t(
    "Signature does not match the wallet address",
    "签名与钱包地址不匹配",
    "Подпись не соответствует адресу кошелька",
  ),
  [Code.InfoSubmitted]: t("Information submitted", "信息已提交", "Информация отправлена"),
  [Code.LikeLimit]: t("Likes over the limit", "点赞次数超过限制", "Превышен лимит отметок «нравится»"),
  [Code.AlreadyLiked]: t("Already liked", "已点赞", "Вы уже отметили это"),
  [Code.CannotLikeOwn]: t("You cannot like your own content", "不能给自己点赞", "Нельзя отметить свой материал"),
  [Code.AlreadyCollected]: t("Already collected", "已收藏", "Уже в избранном"),
  [Code.CannotCollectOwn]: t(
    "You cannot collect your own content",
    "不能收藏自己的内容",
    "Нельзя добавить в избранное свой материал",
  ),
  [Code.SpecialFollowed]: t("Followed", "已关注", "Вы подписались"),
  [Code.SpecialUnfollowed]: t("Unfollowed", "已取消关注", "Вы отписались"),
  [Code.AlreadyCommented]: t("Already commented", "已评论", "Вы уже оставили комментарий"),
  [Code.SameTitle]: t("An item with the same title exists", "已存在相同标题", "Материал с таким заголовком уже есть"),
  [Code.CannotFollowOwn]: t("You cannot follow yourself", "不能关注自己", "Нельзя подписаться на себя"),
  [Code.ColumnHasArticles]: t(
    "This column has articles and cannot be deleted",
    "该专栏下有文章，无法删除",
    "В колонке есть статьи, её нельзя удалить",
  ),
  [Code.AlreadyExists]: t("Already exists", "已存在", "Уже существует"),
  [Code.SameName]: t("The same name exists", "已存在相同名称", "Такое название уже есть"),
  [Code.LanguageProjectExists]: t(
    "This language version of the project exists",
    "该语言版本的项目已存在",
    "Версия проекта на этом языке уже есть",
  ),
  [Code.SameApp]: t("The same app exists", "已存在相同应用", "Такое приложение уже есть"),
  [Code.ClusterExists]: t("Cluster exists", "集群已存在", "Кластер уже существует"),
  [Code.SameDoc]: t("The same document exists", "已存在相同文档", "Такой документ уже есть"),
  [Code.SamePartner]: t("The same partner exists", "已存在相同合作伙伴", "Такой партнёр уже есть"),
  [Code.ReviewNotPassed]: t("Not passed", "未通过", "Не одобрено"),
  [Code.ReviewPassed]: t("Passed", "已通过", "Одобрено"),
  [Code.NotReviewed]: t("Not reviewed", "未审核", "Не проверено"),
  [Code.AlreadyReviewed]: t("Already reviewed", "已审核", "Уже проверено"),
  [Code.NotDaoMember]: t(
    "You are not a DAO self-government member yet, and cannot perform audit operations",
    "您还不是 DAO 自治成员，无法进行审核操作",
    "Вы ещё не участник самоуправления DAO и не можете проводить проверку",
  ),
  [Code.AlreadyRated]: t("Already rated", "已评分", "Вы уже оценили"),
  [Code.CannotRateOwn]: t("You cannot rate your own course", "不能给自己的课程评分", "Нельзя оценить свой курс"),
  [Code.AlreadyOnline]: t("Already online", "已经上线", "Уже опубликовано"),
  [Code.AlreadyOffline]: t("Already offline", "已经下线", "Уже снято с публикации"),
  [Code.AlreadyOpen]: t("Already open", "已经开启", "Уже открыто"),
  [Code.AlreadyClosed]: t("Already closed", "已经关闭", "Уже закрыто"),
  [Code.ContentClosed]: t("This item is closed", "该内容已关闭", "Этот материал закрыт"),
  [Code.CommentTooShort]: t("Too little content...", "内容太少……", "Слишком мало текста..."),
  [Code.UploadTooLarge]: t("The file is too large", "文件太大", "Файл слишком большой"),
  [Code.UploadTypeRefused]: t("This file type is not allowed", "不支持该文件类型", "Этот тип файла не поддерживается"),
  [Code.LoginToComment]: t("Login to comment", "登录后评论", "Войдите, чтобы комментировать"),
  [Code.ReviewSignatureInvalid]: t(
    "The review signature is invalid",
    "审核签名无效",
    "Подпись решения недействительна",
  ),
  [Code.ReviewSignatureUsed]: t(
    "This review signature has already been used",
    "该审核签名已被使用",
    "Эта подпись решения уже использована",
  ),
  [Code.ReviewSignatureExpired]: t(
    "The review signature has expired, please sign again",
    "审核签名已过期，请重新签名",
    "Срок подписи истёк, подпишите снова",
  ),
  [Code.ReviewReasonRequired]: t(
    "Choose a reason or write one to reject",
    "拒绝时请选择或填写原因",
    "Для отклонения выберите или укажите причину",
  ),
  [Code.VoteNotOpen]: t(
    "Voting on this proposal is not open",
    "该提案不在投票时间内",
    "Голосование по этому предложению не открыто",
  ),
  [Code.VoteSignatureInvalid]: t(
    "The vote signature is not valid for this wallet, proposal and network",
    "投票签名与当前钱包、提案或网络不符",
    "Подпись голоса не соответствует кошельку, предложению или сети",
  ),
  [Code.VoteReplayed]: t(
    "This vote was already counted; sign a new one to change it",
    "该投票已计入，如需更改请重新签名",
    "Этот голос уже учтён; чтобы изменить его, подпишите новый",
  ),
  [Code.ReviewTokenAlreadyDecided]: t(
    "Your staked NFTs have already decided on this item in this round",
    "您质押的 NFT 已在本轮审核中对该内容作出决定",
    "Ваши застейканные NFT уже приняли решение по этому материалу в этом раунде",
  ),
  [Code.AlreadySignedUp]: t(
    "You have already signed up for this activity",
    "您已报名该活动",
    "Вы уже записались на это мероприятие",
  ),
  [Code.SignupClosed]: t("Signup for this activity has closed", "该活动报名已截止", "Запись на мероприятие закрыта"),
  [Code.NotSignedUp]: t(
    "You have not signed up for this activity",
    "您尚未报名该活动",
    "Вы не записаны на это мероприятие",
  ),
  [Code.EmailIncorrect]: t("E-mail format is incorrect", "邮箱格式不正确", "Неверный формат e-mail"),
  [Code.PhoneIncorrect]: t("Phone number format is incorrect", "电话号码格式不正确", "Неверный формат номера телефона"),
  [Code.SiteIncorrect]: t(
    "The official site must be a web address starting with http:// or https://",
    "官网须为以 http:// 或 https:// 开头的网址",
    "Официальный сайт должен быть веб-адресом, начинающимся с http:// или https://",
  ),
  [Code.WikiReasonRequired]: t("Reason cannot be empty", "理由不能为空", "Причина не может быть пустой"),
  [Code.WikiStaleRevision]: t(
    "This entry was changed since you opened it; reload the newest revision and edit again",
    "该词条在你打开后已被修改，请加载最新版本后再编辑",
    "Статья изменилась после того, как вы её открыли; загрузите новую версию и повторите правку",
  ),
  [Code.KolPhoneInvalid]: t(
    "Phone number is incorrect for the chosen area code",
    "手机号码与所选区号不符",
    "Номер телефона не соответствует выбранному коду страны",
  ),
  [Code.KolNotApproved]: t("This KOL is not approved", "该 KOL 尚未通过审核", "Этот KOL не одобрен"),
  [Code.KolApplicationChanged]: t(
    "This application was modified since you opened it; reload it and review again",
    "该申请在你打开后已被修改，请刷新后重新审核",
    "Заявка изменилась после того, как вы её открыли; обновите её и проверьте снова",
  ),
  [Code.ProjectPending]: t(
    "The project is waiting for review; it cannot be submitted again or changed until it is decided",
    "项目正在审核中，审核结束前不能重复提交或修改",
    "Проект ожидает проверки; до решения его нельзя отправить повторно или изменить",
  ),
  [Code.ProjectClusterBound]: t(
    "The project's special, channel or planet is bound and cannot be changed",
    "项目已绑定专题、频道或星球，不能修改",
    "К проекту уже привязаны спецвыпуск, канал или планета, изменить их нельзя",
  ),
  [Code.ProjectClusterRequired]: t(
    "Select a special, channel or planet for the project before submitting",
    "提交前请为项目选择专题、频道或星球",
    "Перед отправкой выберите для проекта спецвыпуск, канал или планету",
  ),
  [Code.ProjectItemsFull]: t(
    "A project holds at most 50 documents, social links, partners or apps of each kind",
    "每个项目的文档、社交链接、合作伙伴和应用各最多 50 个",
    "В проекте не больше 50 документов, ссылок на соцсети, партнёров или приложений каждого вида",
  ),
  [Code.CommentEmpty]: t("Comment cannot be empty", "评论不能为空", "Комментарий не может быть пустым"),
  [Code.TopicAlreadyLiked]: t("Already liked", "已点赞", "Вы уже отметили это"),
  [Code.TopicCannotLikeOwn]: t("You cannot like your own content", "不能给自己点赞", "Нельзя отметить свой материал"),
  [Code.SocialFailed]: t("Failed", "操作失败", "Не удалось"),
  [Code.NotPlanetOwner]: t("You are not the planet owner", "您不是星主", "Вы не владелец планеты"),
  [Code.NotJoined]: t("You have not joined this planet", "您尚未加入该星球", "Вы не вступили в эту планету"),
  [Code.SocialAlreadyExists]: t("Already exists", "已存在", "Уже существует"),
  [Code.SocialNotExists]: t("Does not exist", "不存在", "Не существует"),
  [Code.AlreadyJoined]: t("Already joined", "已加入", "Вы уже вступили"),
  [Code.TooFrequent]: t("Too frequent, try later", "操作太频繁，请稍后再试", "Слишком часто, попробуйте позже"),
  [Code.OwnerCannotLeave]: t(
    "The planet owner cannot leave the planet",
    "星主不能退出自己的星球",
    "Владелец планеты не может из неё выйти",
  ),
  [Code.PlanetGateNotMet]: t(
    "You do not meet this planet's entry rule",
    "您不满足该星球的加入条件",
    "Вы не выполняете условие входа в эту планету",
  ),
  [Code.PlanetGateUnavailable]: t(
    "This planet's entry rule cannot be checked right now, try later",
    "暂时无法校验该星球的加入条件，请稍后再试",
    "Условие входа в планету сейчас нельзя проверить, попробуйте позже",
  ),
  [Code.EntryFeeRequired]: t(
    "This planet asks an entry fee: pay it first",
    "该星球需要支付入场费，请先支付",
    "Для входа в эту планету нужен взнос: сначала оплатите его",
  ),
  [Code.EntryFeeNotConfirmed]: t(
    "The entry fee payment is not confirmed on chain yet, try again shortly",
    "入场费交易尚未在链上确认，请稍后再试",
    "Оплата взноса ещё не подтверждена в сети, повторите чуть позже",
  ),
  [Code.EntryFeeTxFailed]: t(
    "The entry fee transaction failed on chain",
    "入场费交易在链上执行失败",
    "Транзакция оплаты взноса не прошла в сети",
  ),
  [Code.EntryFeeNotAPayment]: t(
    "This transaction is not an ICT payment from your wallet to the planet owner",
    "该交易不是从您的钱包向星主支付的 ICT",
    "Эта транзакция не является оплатой в ICT с вашего кошелька владельцу планеты",
  ),
  [Code.EntryFeeUnderpaid]: t(
    "The planet owner received less ICT than the entry fee",
    "星主收到的 ICT 少于入场费",
    "Владелец планеты получил меньше ICT, чем составляет взнос",
  ),
  [Code.EntryFeeAlreadyUsed]: t(
    "This payment has already been used to join a planet",
    "该笔支付已被用于加入星球",
    "Этот платёж уже использован для входа в планету",
  ),
  [Code.CourseAlreadyRated]: t("Already rated", "已评分", "Вы уже оценили"),
  [Code.CannotRateOwnCourse]: t("You cannot rate your own course", "不能给自己的课程评分", "Нельзя оценить свой курс"),
  [Code.CourseLessonLocked]: t(
    "Buy the course to play this lesson",
    "购买课程后才能学习本课时",
    "Купите курс, чтобы смотреть этот урок",
  ),
  [Code.CoursePriceRequired]: t(
    "A paid course needs a price above zero",
    "付费课程的价格必须大于零",
    "У платного курса цена должна быть больше нуля",
  ),
  [Code.CourseHasStudents]: t(
    "This course has students and cannot be deleted",
    "该课程已有学员，不能删除",
    "У курса есть ученики, его нельзя удалить",
  ),
  [Code.ChapterHasLessons]: t(
    "This chapter has lessons and cannot be deleted",
    "该章节下有课时，不能删除",
    "В главе есть уроки, её нельзя удалить",
  ),
  [Code.CourseNotTaken]: t(
    "Only a course you have taken can be rated",
    "只能给已学习的课程评分",
    "Оценить можно только курс, который вы проходите",
  ),
  [Code.CourseIsFree]: t(
    "This course is free: no order is needed",
    "该课程免费，无需下单",
    "Курс бесплатный, заказ не нужен",
  ),
  [Code.CourseAlreadyBought]: t("You already have this course", "你已拥有该课程", "Этот курс у вас уже есть"),
  [Code.CannotBuyOwnCourse]: t("You cannot buy your own course", "不能购买自己的课程", "Нельзя купить свой курс"),
  [Code.CourseOrderNotPaid]: t("This order is not paid", "该订单尚未支付", "Этот заказ не оплачен"),
  [Code.CourseOrderRefunded]: t("This order was already refunded", "该订单已退款", "Этот заказ уже возвращён"),
  [Code.CourseRefundWindowClosed]: t(
    "The refund period of this order has ended",
    "该订单的退款期限已过",
    "Срок возврата по этому заказу истёк",
  ),
  [Code.CourseRefundAlreadyRequested]: t(
    "A refund of this order was already requested",
    "已申请过该订单的退款",
    "Возврат по этому заказу уже запрошен",
  ),
  [Code.WalletFormatError]: t("Wallet format error", "钱包格式错误", "Ошибка формата кошелька"),
  [Code.CannotRecommendSelf]: t("You cannot recommend yourself", "不能推荐自己", "Нельзя пригласить самого себя"),
  [Code.BindRecommender]: t("Please bind a recommender", "请绑定推荐人", "Укажите пригласившего"),
  [Code.RecommenderNotFound]: t("Recommender not found", "推荐人不存在", "Пригласивший не найден"),
  [Code.RecommenderAlreadySet]: t("Recommender already set", "已设置推荐人", "Пригласивший уже указан"),
  [Code.WalletParamError]: t("Parameter error", "参数错误", "Ошибка параметра"),
  [Code.NoNodeAvailable]: t("No node available", "没有可用节点", "Нет доступных узлов"),
  [Code.StakeSucceeded]: t("Stake success", "质押成功", "Стейкинг выполнен"),
  [Code.UnstakeSucceeded]: t("Unstake success", "取消质押成功", "Стейкинг отменён"),
  [Code.NotRegistered]: t("Not registered or logged in", "未注册或未登录", "Не зарегистрирован или не выполнен вход"),
  [Code.InviteCodeError]: t("Invite code error", "邀请码错误", "Неверный код приглашения"),
  [Code.UserInfoError]: t("User info error", "用户信息错误", "Ошибка данных пользователя"),
  [Code.RecommenderAlreadyBound]: t("Recommender already set", "已设置推荐人", "Пригласивший уже указан"),
  [Code.CannotRecommendSelfAgain]: t("You cannot recommend yourself", "不能推荐自己", "Нельзя пригласить самого себя"),
  [Code.SaleNotRunning]: t(
    "The event has not started or has ended",
    "活动未开始或已结束",
    "Продажа ещё не началась или уже закончилась",
  ),
  [Code.SaleOutOfStock]: t(
    "Not enough NFTs left in this stage",
    "本期剩余 NFT 不足",
    "В этом этапе осталось меньше NFT",
  ),
  [Code.TxNotConfirmed]: t(
    "The transaction is not confirmed on chain or is not yours",
    "该交易尚未在链上确认或不属于您",
    "Транзакция не подтверждена в сети или не ваша",
  ),
  [Code.TxAlreadyRecorded]: t(
    "This transaction is already recorded for another order",
    "该交易已记录在其他订单中",
    "Эта транзакция уже записана в другом заказе",
  ),
  [Code.FaucetUnavailable]: t(
    "The test faucet is only available on the local development chain",
    "测试水龙头仅在本地开发链上可用",
    "Тестовый кран доступен только в локальной сети разработки",
  ),
  [Code.IncomeInsufficient]: t("Insufficient Balance", "余额不足", "Недостаточно средств"),
  [Code.WithdrawPending]: t(
    "A withdrawal of this token is waiting to be claimed",
    "该代币已有一笔待领取的提现",
    "Вывод этого токена ожидает получения",
  ),
  [Code.ShortLinkPageRefused]: t(
    "Only a detail page of this site can have a short link",
    "只有本站的详情页可以生成短链接",
    "Короткую ссылку можно сделать только для страницы материала этого сайта",
  ),
  [Code.WithdrawUnavailable]: t(
    "Withdrawals are not available right now",
    "暂时无法提现",
    "Вывод средств сейчас недоступен",
  ),
  [Code.ApiKeyUnknown]: t("Unknown API key", "无效的 API 密钥", "Неизвестный API-ключ"),
  [Code.ApiKeyRevoked]: t("This API key was revoked", "该 API 密钥已被吊销", "Этот API-ключ отозван"),
  [Code.ApiKeyExpired]: t("This API key has expired", "该 API 密钥已过期", "Срок действия API-ключа истёк"),
  [Code.ApiKeyScopeDenied]: t(
    "This API key was not granted this call",
    "该 API 密钥未获授权调用此接口",
    "Этому API-ключу не разрешён этот вызов",
  ),
  [Code.ApiKeyNotAllowed]: t(
    "This call cannot be made with an API key",
    "此接口不能使用 API 密钥调用",
    "Этот вызов нельзя сделать с API-ключом",
  ),
  [Code.ApiKeyMinuteQuota]: t(
    "API key quota for this minute is used up, try again shortly",
    "API 密钥本分钟的调用额度已用完，请稍后再试",
    "Лимит вызовов API-ключа на эту минуту исчерпан, повторите позже",
  ),
  [Code.ApiKeyDayQuota]: t(
    "API key quota for today is used up",
    "API 密钥今日的调用额度已用完",
    "Дневной лимит вызовов API-ключа исчерпан",
  ),
  [Code.DeveloperScopeInvalid]: t(
    "A chosen permission cannot be granted to a key",
    "所选权限不能授予密钥",
    "Выбранное разрешение нельзя выдать ключу",
  ),
  [Code.DeveloperExpiryInvalid]: t(
    "Choose an expiry date in the future, at most 365 days away",
    "请选择未来 365 天内的过期日期",
    "Выберите дату истечения в будущем, не дальше 365 дней",
  ),
  [Code.DeveloperQuotaInvalid]: t(
    "Quotas must be whole numbers within the platform's limits",
    "额度须为平台限制内的整数",
    "Лимиты должны быть целыми числами в пределах платформы",
  ),
  [Code.DeveloperAppLimit]: t(
    "You already have the maximum number of apps",
    "应用数量已达上限",
    "У вас уже максимальное число приложений",
  ),
  [Code.DeveloperAppRevoked]: t(
    "This app was revoked and can no longer be changed",
    "该应用已吊销，无法再修改",
    "Приложение отозвано и больше не может быть изменено",
  ),
  [Code.MultisendCredentialsInvalid]: t(
    "The credentials are incomplete or malformed for this network",
    "该平台的凭据不完整或格式不正确",
    "Учётные данные для этой сети неполные или неверного формата",
  ),
  [Code.MultisendNeedsReconnect]: t(
    "This account must be reconnected: the network refuses its credentials",
    "该账号需要重新连接：平台拒绝了其凭据",
    "Учётную запись нужно подключить заново: сеть отклоняет её данные",
  ),
  [Code.MultisendItemNotPublished]: t(
    "Only your own published content can be sent",
    "只能发送您本人已发布的内容",
    "Отправить можно только свои опубликованные материалы",
  ),
  [Code.MultisendNetworkRefused]: t(
    "The network refused these credentials",
    "平台拒绝了这些凭据",
    "Сеть отклонила эти учётные данные",
  ),
  [Code.MultisendNetworkUnavailable]: t(
    "The network is not answering right now, try again later",
    "平台暂时无响应，请稍后再试",
    "Сеть сейчас не отвечает, попробуйте позже",
  ),
  [Code.MultisendNotRetriable]: t(
    "Only a failed or unknown send can be retried",
    "只有失败或状态未知的发送可以重试",
    "Повторить можно только неудачную или неизвестную отправку",
  ),
  [Code.MultisendConfirmRequired]: t(
    "This post may already be published; confirm to send it again",
    "该帖子可能已经发布，请确认后再次发送",
    "Эта публикация, возможно, уже вышла; подтвердите повторную отправку",
  ),
  [Code.MultisendHostRefused]: t(
    "This address points at a private network and is not allowed",
    "该地址指向私有网络，不被允许",
    "Этот адрес указывает на частную сеть и не допускается",
  ),
  [Code.MultisendTooManyAccounts]: t(
    "You have connected the most accounts allowed",
    "已达到可连接账号的上限",
    "Подключено максимально допустимое число учётных записей",
  ),
};

export function codeMessage(code: ErrorCode, lang: ApiLang): string {
  return CODE_MESSAGES[code][lang];
}

/** How 802009 says when the next post is accepted, from its `retry_after` seconds. */
const RETRY_AFTER: Readonly<Record<ApiLang, (seconds: number) => string>> = {
  en: (seconds) => `you may post again in ${seconds} s`,
  "zh-cn": (seconds) => `请在 ${seconds} 秒后再发布`,
  ru: (seconds) => `снова можно публиковать через ${seconds} с`,
};

/** A refusal's message, with what its data adds: 802009 names when the caller may post again. */
export function refusalMessage(code: ErrorCode, lang: ApiLang, data: unknown): string {
  const base = codeMessage(code, lang);
  const seconds = (data as { retry_after?: unknown } | null)?.retry_after;
  if (code === Code.TooFrequent && typeof seconds === "number") return `${base}: ${RETRY_AFTER[lang](seconds)}`;
  return base;
}
