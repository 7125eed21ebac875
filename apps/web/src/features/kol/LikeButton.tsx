import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRequireLogin } from "../../session/use-require-login";
import { useSession } from "../../session/session-store";
import { showError } from "../../ui/notify";
import { useLikeKol } from "./queries";

interface LikeButtonProps {
  kol: { kol_id: number; uid: number; is_like: boolean; like_count: number };
  size?: "xs" | "sm";
}

/**
 * Likes a KOL once. A KOL sees their own count without a button (no one likes their own
 * profile); a visitor is sent to sign in first.
 */
export function LikeButton({ kol, size = "sm" }: LikeButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const requireLogin = useRequireLogin();
  const like = useLikeKol();
  const own = session.uid !== null && Number(session.uid) === kol.uid;
  const label = t(kol.is_like ? "kol.like.liked" : "kol.like.like", { count: kol.like_count });

  if (own) {
    return (
      <Button size={size} variant="default" disabled title={t("kol.like.own")}>
        {t("kol.like.count", { count: kol.like_count })}
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant={kol.is_like ? "filled" : "light"}
      aria-pressed={kol.is_like}
      loading={like.isPending}
      onClick={() => {
        if (kol.is_like || !requireLogin()) return;
        like.mutate(kol.kol_id, { onError: showError });
      }}
    >
      {label}
    </Button>
  );
}
