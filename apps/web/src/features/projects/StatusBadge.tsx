import type { ProjectStatus } from "@icms/protocol";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const LOOK = {
  0: { key: "pending", color: "violet" },
  1: { key: "pass", color: "blue" },
  2: { key: "refused", color: "red" },
  3: { key: "draft", color: "gray" },
} as const;

/** A project's status: 0 pending, 1 passed, 2 refused, 3 draft. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" data-testid="project-status" data-status={status}>
      {t(`projects.status.${look.key}`)}
    </Badge>
  );
}
