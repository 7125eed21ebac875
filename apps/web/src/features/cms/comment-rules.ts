import { CONTENT_LIMITS } from "@icms/protocol";
import { textWidth } from "../../ui/text-width";

/**
 * The gateway's comment rules, checked before sending: empty (802000), too little text, a wide
 * (CJK) character counting 2 ("Too little content..."), or too long.
 */
export function commentProblem(text: string): "empty" | "tooShort" | "tooLong" | null {
  const value = text.trim();
  if (!value) return "empty";
  if (textWidth(value) < CONTENT_LIMITS.commentMinWidth) return "tooShort";
  if ([...value].length > CONTENT_LIMITS.commentMaxChars) return "tooLong";
  return null;
}
