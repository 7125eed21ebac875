import { type ContentOp, LIMITS } from "@icms/protocol";
import { ActionIcon, Anchor, Badge, Checkbox, Group, Menu, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RelativeTime } from "../../ui/RelativeTime";
import { ReviewState } from "./ReviewState";
import { type ContentRow, opFits, TABLE_OPS } from "./content-rows";

/** A badge shown as it is (a special's name) rather than looked up. */
const isTag = (badge: string): badge is `#${string}` => badge.startsWith("#");

const STATUS_COLORS = { audit: "violet", online: "blue", offline: "gray", refused: "red", deleted: "dark" } as const;

interface ContentTableProps {
  rows: ContentRow[];
  selected: number[];
  onToggle: (id: number) => void;
  onToggleAll: (ids: number[], select: boolean) => void;
  onOp: (ids: number[], op: ContentOp) => void;
  caption: string;
}

/** The author's items with a checkbox each (at most 10 at once) and a menu of operations per row. */
export function ContentTable({ rows, selected, onToggle, onToggleAll, onOp, caption }: ContentTableProps) {
  const { t } = useTranslation();
  const ids = rows.map((row) => row.id);
  const chosen = ids.filter((id) => selected.includes(id));
  const full = selected.length >= LIMITS.batchMaxItems;

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t("manage.selectPage")}
                checked={chosen.length > 0 && chosen.length === ids.length}
                indeterminate={chosen.length > 0 && chosen.length < ids.length}
                onChange={(event) => onToggleAll(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t("manage.col.title")}</Table.Th>
            <Table.Th>{t("manage.col.status")}</Table.Th>
            <Table.Th>{t("manage.col.updated")}</Table.Th>
            <Table.Th>
              <span className="visually-hidden">{t("manage.col.actions")}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isSelected = selected.includes(row.id);
            return (
              <Table.Tr key={row.id} bg={isSelected ? "var(--mantine-color-blue-light)" : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={t("manage.select", { title: row.title })}
                    checked={isSelected}
                    disabled={!isSelected && full}
                    onChange={() => onToggle(row.id)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={row.path} fw={600}>
                    {row.title}
                  </Anchor>
                  <Group gap={4} mt={2}>
                    {row.badges.map((badge) => (
                      <Badge key={badge} size="xs" variant="light" color="gray" style={{ textTransform: "none" }}>
                        {isTag(badge) ? badge.slice(1) : t(badge)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge color={STATUS_COLORS[row.status]} variant="light">
                      {t(`content.status.${row.status}`)}
                    </Badge>
                    {!row.isOpen && (
                      <Badge color="gray" variant="outline">
                        {t("manage.closed")}
                      </Badge>
                    )}
                  </Group>
                  {row.review && <ReviewState review={row.review} status={row.status} />}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    <RelativeTime value={row.updatedAt} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={t("manage.rowMenu", { title: row.title })}>
                        <span aria-hidden="true">⋯</span>
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item component={Link} to={row.editPath}>
                        {t("manage.edit")}
                      </Menu.Item>
                      {TABLE_OPS.filter((op) => opFits(op, row)).map((op) => (
                        <Menu.Item
                          key={op}
                          color={op === "delete" ? "red" : undefined}
                          onClick={() => onOp([row.id], op)}
                        >
                          {t(`manage.op.${op}`)}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
