import { type ContentOp, LIMITS } from "@icms/protocol";
import { Button, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TABLE_OPS } from "./content-rows";

interface BatchBarProps {
  count: number;
  busy: boolean;
  onOp: (op: ContentOp) => void;
  onClear: () => void;
}

/** The operations on every selected item at once (at most 10; the gateway answers 3009 beyond). */
export function BatchBar({ count, busy, onOp, onClear }: BatchBarProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={t("manage.batch")}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite">
          {t("manage.selected", { count, max: LIMITS.batchMaxItems })}
        </Text>
        <Group gap="xs">
          {TABLE_OPS.map((op) => (
            <Button
              key={op}
              size="xs"
              variant={op === "delete" ? "light" : "default"}
              color={op === "delete" ? "red" : undefined}
              disabled={count === 0 || busy}
              onClick={() => onOp(op)}
            >
              {t(`manage.op.${op}`)}
            </Button>
          ))}
          <Button size="xs" variant="subtle" disabled={count === 0} onClick={onClear}>
            {t("manage.clear")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
