import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageFrame } from "../../../ui/PageFrame";
import { NOTICES_PATH } from "../paths";
import { EmailForm } from "./EmailForm";
import { MuteList } from "./MuteList";
import { PrefsMatrix } from "./PrefsMatrix";

/**
 * /ucenter/notice_settings: what reaches me (kind × channel), the notification address and the
 * muted threads and planets. The address's confirmation link comes back here with
 * `?email=confirmed` (or `?email=failed`).
 */
export function NoticeSettingsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const flag = params.get("email");
  const linkResult = flag === "confirmed" ? "confirmed" : flag === "failed" ? "failed" : null;
  return (
    <PageFrame
      title={t("notices.settingsTitle")}
      size="md"
      actions={
        <Anchor component={Link} to={NOTICES_PATH} size="sm">
          {t("notices.seeAll")}
        </Anchor>
      }
    >
      <EmailForm linkResult={linkResult} />
      <PrefsMatrix />
      <MuteList />
    </PageFrame>
  );
}
