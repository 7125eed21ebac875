import { type ApiLang, Code, codeMessage, type ErrorCode, type Reply } from "@icms/protocol";

export function ok<T>(data: T, lang: ApiLang): Reply<T> {
  return { code: Code.Success, msg: codeMessage(Code.Success, lang), data };
}

export function refusal(code: ErrorCode, lang: ApiLang, data: unknown = null): Reply {
  return { code, msg: codeMessage(code, lang), data };
}
