import type { NewsDetail } from "@icms/protocol";
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../app/nav/nav-model";
import { isSignedIn, useSession } from "../../session/session-store";
import { showError } from "../../ui/notify";
import { useLikeNews, useTakeStance } from "./news-queries";

/** Bullish and bearish (one stance per reader, changeable) and the like, with their counts. */
export function StanceButtons({ item }: { item: NewsDetail }) {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  const stance = useTakeStance(item.information_id);
  const like = useLikeNews(item.information_id);
  const take = (value: "bullish" | "bearish") => stance.mutate(value, { onError: showError });

  return (
    <Group gap="sm" role="group" aria-label={t("news.stance.label")}>
      <Button
        color="teal.9"
        variant={item.stance === "bullish" ? "filled" : "default"}
        aria-pressed={item.stance === "bullish"}
        disabled={!signedIn}
        loading={stance.isPending && stance.variables === "bullish"}
        onClick={() => take("bullish")}
      >
        {t("news.stance.bullish", { count: item.bullish_count })}
      </Button>
      <Button
        color="red.9"
        variant={item.stance === "bearish" ? "filled" : "default"}
        aria-pressed={item.stance === "bearish"}
        disabled={!signedIn}
        loading={stance.isPending && stance.variables === "bearish"}
        onClick={() => take("bearish")}
      >
        {t("news.stance.bearish", { count: item.bearish_count })}
      </Button>
      {!item.is_owner && (
        <Button
          variant={item.is_like ? "filled" : "default"}
          aria-pressed={item.is_like}
          disabled={!signedIn || item.is_like}
          loading={like.isPending}
          onClick={() => like.mutate(undefined, { onError: showError })}
        >
          {t("news.like", { count: item.like_count })}
        </Button>
      )}
      {!signedIn && (
        <Text fz="sm">
          <Link to={loginPath(`${pathname}${search}`, true)}>{t("news.stance.login")}</Link>
        </Text>
      )}
    </Group>
  );
}
