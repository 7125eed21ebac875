import type { ApiLang, NoticeKind, NoticeTab } from "@icms/protocol";

/**
 * The mails' words in zh, en and ru. `{who}` is the actors ("alice", "alice and bob", "alice and
 * 12 others"), `{title}` the target's title as the notification recorded it.
 */
export interface MailStrings {
  /** The name the mails sign with and their subjects start with. */
  site: string;
  confirmSubject: string;
  /** Lines of the confirmation mail; `{email}` is the address, `{link}` the confirmation link. */
  confirmBody: string[];
  confirmButton: string;
  /** `{n}`: how many notifications the digest holds. */
  digestSubject: string;
  digestIntro: string;
  open: string;
  /** `{kind}`: the kind's label. */
  unsubscribeKind: string;
  unsubscribeDigest: string;
  /** The digest's name where a page says what was turned off. */
  digestName: string;
  allSettings: string;
  instantFooter: string;
  digestFooter: string;
  who: { two: string; others: string; nobody: string };
  reasons: string;
  amount: string;
  kinds: Record<NoticeKind, { label: string; line: string }>;
  tabs: Record<Exclude<NoticeTab, "all">, string>;
  /** The page an unsubscribe link opens. */
  pages: {
    unsubscribed: string;
    unsubscribeFailed: string;
    back: string;
  };
}

const en: MailStrings = {
  site: "iCMS",
  confirmSubject: "Confirm your e-mail for iCMS notifications",
  confirmBody: [
    "Someone (we hope you) asked to get iCMS notifications at {email}.",
    "Follow this link within 24 hours to confirm the address:",
    "{link}",
    "If it was not you, ignore this mail: nothing is sent to an address nobody confirmed.",
  ],
  confirmButton: "Confirm the address",
  digestSubject: "{n} new notifications",
  digestIntro: "What happened since your last digest:",
  open: "Open",
  unsubscribeKind: "Stop e-mail about: {kind}",
  unsubscribeDigest: "Stop the digest",
  digestName: "Daily digest",
  allSettings: "All notification settings",
  instantFooter: "You get this mail at once because you asked for it for this kind of notification.",
  digestFooter: "You get this digest once a day for the kinds of notification you chose.",
  who: { two: "{a} and {b}", others: "{a} and {n} others", nobody: "Someone" },
  reasons: "Reasons: {value}",
  amount: "Amount: {value}",
  kinds: {
    comment: { label: "Comments", line: "{who} commented on “{title}”" },
    reply: { label: "Replies", line: "{who} replied to you on “{title}”" },
    mention: { label: "Mentions", line: "{who} mentioned you in “{title}”" },
    like: { label: "Likes", line: "{who} liked “{title}”" },
    collect: { label: "Collects", line: "{who} collected “{title}”" },
    follow: { label: "New followers", line: "{who} followed you" },
    review_passed: { label: "Review passed", line: "“{title}” passed review" },
    review_refused: { label: "Review refused", line: "“{title}” was refused in review" },
    review_waiting: { label: "Waiting for my review", line: "“{title}” is waiting for your review" },
    proposal_opened: { label: "Proposals opened", line: "Proposal “{title}” is open for voting" },
    proposal_closing: { label: "Proposals closing", line: "Proposal “{title}” closes within 24 hours" },
    proposal_result: { label: "Proposal results", line: "Proposal “{title}” has its result" },
    course_sold: { label: "Courses sold", line: "{who} bought your course “{title}”" },
    course_paid: { label: "Course orders paid", line: "Your order for “{title}” is paid" },
    course_refunded: { label: "Course orders refunded", line: "Your order for “{title}” was refunded" },
    settlement_income: { label: "Settlement income", line: "Settlement income arrived" },
    withdrawal_ready: { label: "Withdrawal vouchers", line: "Your withdrawal voucher is ready" },
    withdrawal_paid: { label: "Withdrawals paid", line: "Your withdrawal was paid" },
    multisend_failed: { label: "Multi-send failures", line: "A multi-send transfer failed" },
    planet_topic: { label: "Planet topics", line: "{who} posted “{title}”" },
    planet_joined: { label: "Planet members", line: "{who} joined your planet “{title}”" },
    kol_status: { label: "KOL application", line: "Your KOL application changed: “{title}”" },
    project_status: { label: "Project status", line: "Your project “{title}” changed status" },
    announcement: { label: "Announcements", line: "Announcement: “{title}”" },
  },
  tabs: {
    replies: "Replies and mentions",
    likes: "Likes and followers",
    review: "Review and proposals",
    money: "Orders and income",
    planets: "Planets",
    system: "System",
  },
  pages: {
    unsubscribed:
      "Done: you will no longer get e-mail about “{kind}”. You can turn it on again in your notification settings.",
    unsubscribeFailed: "This unsubscribe link is not valid.",
    back: "Notification settings",
  },
};

const zh: MailStrings = {
  site: "iCMS",
  confirmSubject: "确认接收 iCMS 通知的邮箱",
  confirmBody: [
    "有人（希望是您）申请在 {email} 接收 iCMS 通知。",
    "请在 24 小时内打开以下链接确认该邮箱：",
    "{link}",
    "如果不是您本人操作，请忽略此邮件：未经确认的邮箱不会收到任何通知。",
  ],
  confirmButton: "确认邮箱",
  digestSubject: "{n} 条新通知",
  digestIntro: "自上次摘要以来的动态：",
  open: "查看",
  unsubscribeKind: "不再通过邮件接收：{kind}",
  unsubscribeDigest: "停止接收摘要",
  digestName: "每日摘要",
  allSettings: "全部通知设置",
  instantFooter: "您收到此邮件，是因为您为此类通知选择了即时邮件。",
  digestFooter: "您每天收到一次此摘要，包含您选择的通知类型。",
  who: { two: "{a} 和 {b}", others: "{a} 等 {n} 人", nobody: "有人" },
  reasons: "原因：{value}",
  amount: "金额：{value}",
  kinds: {
    comment: { label: "评论", line: "{who} 评论了「{title}」" },
    reply: { label: "回复", line: "{who} 在「{title}」中回复了您" },
    mention: { label: "提及", line: "{who} 在「{title}」中提到了您" },
    like: { label: "点赞", line: "{who} 赞了「{title}」" },
    collect: { label: "收藏", line: "{who} 收藏了「{title}」" },
    follow: { label: "新粉丝", line: "{who} 关注了您" },
    review_passed: { label: "审核通过", line: "「{title}」已通过审核" },
    review_refused: { label: "审核未通过", line: "「{title}」未通过审核" },
    review_waiting: { label: "待我审核", line: "「{title}」等待您审核" },
    proposal_opened: { label: "提案开始", line: "提案「{title}」已开始投票" },
    proposal_closing: { label: "提案即将结束", line: "提案「{title}」将在 24 小时内结束" },
    proposal_result: { label: "提案结果", line: "提案「{title}」已有结果" },
    course_sold: { label: "课程售出", line: "{who} 购买了您的课程「{title}」" },
    course_paid: { label: "课程订单已支付", line: "您的订单「{title}」已支付" },
    course_refunded: { label: "课程订单已退款", line: "您的订单「{title}」已退款" },
    settlement_income: { label: "结算收益", line: "结算收益已到账" },
    withdrawal_ready: { label: "提现凭证", line: "您的提现凭证已就绪" },
    withdrawal_paid: { label: "提现到账", line: "您的提现已到账" },
    multisend_failed: { label: "批量转账失败", line: "一笔批量转账失败" },
    planet_topic: { label: "星球话题", line: "{who} 发布了「{title}」" },
    planet_joined: { label: "星球成员", line: "{who} 加入了您的星球「{title}」" },
    kol_status: { label: "KOL 申请", line: "您的 KOL 申请有更新：「{title}」" },
    project_status: { label: "项目状态", line: "您的项目「{title}」状态有变化" },
    announcement: { label: "公告", line: "公告：「{title}」" },
  },
  tabs: {
    replies: "回复与提及",
    likes: "点赞与关注",
    review: "审核与提案",
    money: "订单与收益",
    planets: "星球",
    system: "系统",
  },
  pages: {
    unsubscribed: "已完成：您将不再通过邮件接收「{kind}」。可在通知设置中重新开启。",
    unsubscribeFailed: "此退订链接无效。",
    back: "通知设置",
  },
};

const ru: MailStrings = {
  site: "iCMS",
  confirmSubject: "Подтвердите e-mail для уведомлений iCMS",
  confirmBody: [
    "Кто-то (надеемся, вы) попросил присылать уведомления iCMS на {email}.",
    "Откройте эту ссылку в течение 24 часов, чтобы подтвердить адрес:",
    "{link}",
    "Если это были не вы, просто проигнорируйте письмо: на неподтверждённый адрес ничего не отправляется.",
  ],
  confirmButton: "Подтвердить адрес",
  digestSubject: "Новых уведомлений: {n}",
  digestIntro: "Что произошло со времени прошлой сводки:",
  open: "Открыть",
  unsubscribeKind: "Не присылать письма: {kind}",
  unsubscribeDigest: "Отключить сводку",
  digestName: "Ежедневная сводка",
  allSettings: "Все настройки уведомлений",
  instantFooter: "Вы получили это письмо сразу, потому что выбрали так для этого вида уведомлений.",
  digestFooter: "Эта сводка приходит раз в день и содержит выбранные вами виды уведомлений.",
  who: { two: "{a} и {b}", others: "{a} и ещё {n}", nobody: "Кто-то" },
  reasons: "Причины: {value}",
  amount: "Сумма: {value}",
  kinds: {
    comment: { label: "Комментарии", line: "{who}: комментарий к «{title}»" },
    reply: { label: "Ответы", line: "{who}: ответ вам в «{title}»" },
    mention: { label: "Упоминания", line: "{who}: упоминание вас в «{title}»" },
    like: { label: "Лайки", line: "{who}: лайк «{title}»" },
    collect: { label: "Избранное", line: "{who}: «{title}» в избранном" },
    follow: { label: "Новые подписчики", line: "{who}: подписка на вас" },
    review_passed: { label: "Проверка пройдена", line: "«{title}» прошёл проверку" },
    review_refused: { label: "Проверка не пройдена", line: "«{title}» не прошёл проверку" },
    review_waiting: { label: "Ждут моей проверки", line: "«{title}» ждёт вашей проверки" },
    proposal_opened: { label: "Новые предложения", line: "Голосование по предложению «{title}» открыто" },
    proposal_closing: { label: "Предложения закрываются", line: "Предложение «{title}» закроется в течение 24 часов" },
    proposal_result: { label: "Итоги предложений", line: "По предложению «{title}» есть итог" },
    course_sold: { label: "Проданные курсы", line: "{who}: покупка вашего курса «{title}»" },
    course_paid: { label: "Оплаченные заказы", line: "Ваш заказ «{title}» оплачен" },
    course_refunded: { label: "Возвраты заказов", line: "По заказу «{title}» сделан возврат" },
    settlement_income: { label: "Доход от расчёта", line: "Поступил доход от расчёта" },
    withdrawal_ready: { label: "Ваучеры на вывод", line: "Ваучер на вывод готов" },
    withdrawal_paid: { label: "Выплаты", line: "Вывод средств выплачен" },
    multisend_failed: { label: "Ошибки мультиотправки", line: "Перевод мультиотправки не прошёл" },
    planet_topic: { label: "Темы планет", line: "{who}: новая тема «{title}»" },
    planet_joined: { label: "Участники планеты", line: "{who}: вступление в вашу планету «{title}»" },
    kol_status: { label: "Заявка KOL", line: "Заявка KOL изменилась: «{title}»" },
    project_status: { label: "Статус проекта", line: "Статус проекта «{title}» изменился" },
    announcement: { label: "Объявления", line: "Объявление: «{title}»" },
  },
  tabs: {
    replies: "Ответы и упоминания",
    likes: "Лайки и подписчики",
    review: "Проверка и предложения",
    money: "Заказы и доход",
    planets: "Планеты",
    system: "Система",
  },
  pages: {
    unsubscribed: "Готово: письма о «{kind}» больше не придут. Включить их снова можно в настройках уведомлений.",
    unsubscribeFailed: "Ссылка для отписки недействительна.",
    back: "Настройки уведомлений",
  },
};

const byLang: Record<ApiLang, MailStrings> = { "zh-cn": zh, en, ru };

export function mailStrings(lang: ApiLang): MailStrings {
  return byLang[lang];
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
