import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../notify";
import { useSession } from "../../session/session-store";
import { useFollowUser } from "../../queries/follows";
import { useRequireLogin } from "../../session/use-require-login";

interface FollowButtonProps {
  uid: number;
  following: boolean;
  /** The name read out with the button ("Follow Alice"). */
  name: string;
  size?: "xs" | "sm";
}

/**
 * Follows or unfollows a user. Hidden on one's own card. Following oneself is refused by the
 * gateway (801111) in any case, and that refusal would show through showError.
 */
export function FollowButton({ uid, following, name, size = "xs" }: FollowButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const follow = useFollowUser(uid);
  const requireLogin = useRequireLogin();
  if (session.uid !== null && Number(session.uid) === uid) return null;
  const label = following ? t("content.following") : t("content.follow");

  const toggle = () => {
    if (!requireLogin()) return;
    follow.mutate(undefined, {
      onSuccess: (result) =>
        toast({ message: t(result.is_follow ? "content.followed" : "content.unfollowed"), type: "success" }),
      onError: showError,
    });
  };

  return (
    <Button
      size={size}
      variant={following ? "default" : "filled"}
      loading={follow.isPending}
      onClick={toggle}
      aria-pressed={following}
      // The visible word first, then whose: "Follow Alice".
      aria-label={`${label} ${name}`}
    >
      {label}
    </Button>
  );
}
