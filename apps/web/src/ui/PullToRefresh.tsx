import { UI } from "@icms/protocol";
import { Center, Loader, Text } from "@mantine/core";
import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type Phase = "idle" | "pulling" | "armed" | "refreshing";

interface PullToRefreshProps {
  children: ReactNode;
  onRefresh: () => unknown;
}

/** How far the indicator may move, so a long pull does not push the page away. */
const MAX_PULL_PX = 100;

/**
 * Pull-to-refresh for touch screens: pulling down at the top of the page shows "Pull down to
 * refresh", past 50 px "Release to update"; releasing there shows "Refreshing…" and calls
 * `onRefresh` after 1.5 s, then settles back once it is done.
 */
export function PullToRefresh({ children, onRefresh }: PullToRefreshProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>("idle");
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const onTouchStart = (event: TouchEvent) => {
    if (phase === "refreshing" || window.scrollY > 0) return;
    start.current = event.touches[0]?.clientY ?? null;
  };

  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const distance = (event.touches[0]?.clientY ?? start.current) - start.current;
    if (distance <= 0) {
      setPull(0);
      setPhase("idle");
      return;
    }
    setPull(Math.min(distance, MAX_PULL_PX));
    setPhase(distance > UI.pullToRefreshThresholdPx ? "armed" : "pulling");
  };

  const onTouchEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (phase !== "armed") {
      setPull(0);
      setPhase("idle");
      return;
    }
    setPhase("refreshing");
    setPull(UI.pullToRefreshThresholdPx);
    timer.current = setTimeout(async () => {
      try {
        await onRefresh();
      } finally {
        if (mounted.current) {
          setPhase("idle");
          setPull(0);
        }
      }
    }, UI.pullToRefreshDelayMs);
  };

  const label = {
    idle: "",
    pulling: t("ui.pullToRefresh"),
    armed: t("ui.releaseToUpdate"),
    refreshing: t("ui.refreshing"),
  }[phase];

  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <Center
        h={pull}
        style={{ overflow: "hidden", transition: start.current === null ? "height 200ms ease" : undefined }}
        aria-live="polite"
        data-phase={phase}
      >
        {phase === "refreshing" && <Loader size="xs" mr="xs" aria-hidden="true" />}
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Center>
      {children}
    </div>
  );
}
