import { useEffect, useState } from "react";
import { i18next } from "../../../i18n";
import { withStrings } from "../../../i18n/strings";
import { noticeLive } from "../live/notice-live";

// The wording is the notices bundle's: downloaded with it when the first item arrives, not with the header.
const loadText = withStrings("notices", () => import("../notice-text"));

/** What the bell's polite live region says: the latest item that arrived on the stream. */
export function useAnnouncement(): string {
  const [text, setText] = useState("");
  useEffect(
    () =>
      noticeLive.onNotice((item) => {
        if (item.read) return;
        void loadText().then(({ announceText }) => setText(announceText(i18next.t, item)));
      }),
    [],
  );
  return text;
}
