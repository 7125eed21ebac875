import type { ApiLang } from "../lang.js";

type Text = Readonly<Record<ApiLang, string>>;
const t = (en: string, zh: string, ru: string): Text => ({ en, "zh-cn": zh, ru });

/** Messages for HTTP statuses, calls-spec section 8 "HTTP statuses". */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, Text>> = {
  400: t("Bad request", "错误请求", "Неверный запрос"),
  401: t("Unauthorised, please log in again", "未授权，请重新登录", "Нет авторизации, войдите снова"),
  403: t("Access denied", "拒绝访问", "Доступ запрещён"),
  404: t("Resource not found", "请求的资源不存在", "Ресурс не найден"),
  405: t("Method not allowed", "请求方法不允许", "Метод не разрешён"),
  408: t("Request time-out", "请求超时", "Время запроса истекло"),
  500: t("Server error", "服务器内部错误", "Ошибка сервера"),
  501: t("Not implemented", "服务未实现", "Не реализовано"),
  502: t("Network error", "网络错误", "Ошибка сети"),
  503: t("Service unavailable", "服务不可用", "Сервис недоступен"),
  504: t("Network time-out", "网络超时", "Тайм-аут сети"),
  505: t("HTTP version not supported", "HTTP 版本不受支持", "Версия HTTP не поддерживается"),
};

export const CONNECTION_MESSAGES = {
  /** Any other status: this text followed by the status. */
  otherStatus: t("Connection error", "连接错误", "Ошибка соединения"),
  noResponse: t("Failed to connect to server", "连接服务器失败", "Не удалось подключиться к серверу"),
  timeout: t(
    "Server response timed out, refresh the page",
    "服务器响应超时，请刷新页面",
    "Сервер не ответил вовремя, обновите страницу",
  ),
} as const;

export function httpStatusMessage(status: number, lang: ApiLang): string {
  const known = HTTP_STATUS_MESSAGES[status];
  return known ? known[lang] : `${CONNECTION_MESSAGES.otherStatus[lang]} ${status}`;
}
