import type { DeveloperScopeGroup } from "@icms/protocol";
import { Badge, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ScopePickerProps {
  groups: DeveloperScopeGroup[];
  value: string[];
  onChange: (scopes: string[]) => void;
  error?: string;
}

/** The calls a key may make, by service group; each marked public or the holder's own. */
export function ScopePicker({ groups, value, onChange, error }: ScopePickerProps) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  const toggleGroup = (group: DeveloperScopeGroup, on: boolean) => {
    const next = new Set(chosen);
    for (const entry of group.scopes) {
      if (on) next.add(entry.scope);
      else next.delete(entry.scope);
    }
    onChange([...next]);
  };
  return (
    <Stack gap="xs">
      <div>
        <Text fw={500} size="sm">
          {t("developer.form.scopes")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("developer.form.scopesHint")}
        </Text>
      </div>
      {groups.map((group) => {
        const count = group.scopes.filter((entry) => chosen.has(entry.scope)).length;
        return (
          <Fieldset
            key={group.group}
            legend={
              <Checkbox
                label={group.group}
                checked={count === group.scopes.length}
                indeterminate={count > 0 && count < group.scopes.length}
                onChange={(event) => toggleGroup(group, event.currentTarget.checked)}
              />
            }
            p="xs"
          >
            <Checkbox.Group
              value={value.filter((scope) => scope.startsWith(`${group.group}/`)).concat()}
              onChange={(inGroup) => {
                const others = value.filter((scope) => !scope.startsWith(`${group.group}/`));
                onChange([...others, ...inGroup]);
              }}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
                {group.scopes.map((entry) => (
                  <Checkbox
                    key={entry.scope}
                    value={entry.scope}
                    label={
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
                          {entry.scope.slice(group.group.length + 1)}
                        </Text>
                        <Badge size="xs" variant="light" color={entry.kind === "public" ? "gray" : "blue"}>
                          {t(`developer.form.kind.${entry.kind}`)}
                        </Badge>
                      </Group>
                    }
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Fieldset>
        );
      })}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
