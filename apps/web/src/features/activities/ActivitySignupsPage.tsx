import { Anchor, Badge, Pagination, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { formatMoment } from "./activity-format";
import { useSignupList } from "./admin-queries";
import { useActivity } from "./queries";

const STATE_COLORS = { signed: "teal.9", waiting: "dark.6", cancelled: "gray.8" } as const;

/** /ucenter/activityindex/activity_signups?activity_id=: who signed up, in signup order, with their contacts. */
export function ActivitySignupsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const activityId = idParam(params.get("activity_id"));
  const [page, setPage] = useState(1);
  const activity = useActivity(activityId);
  const signups = useSignupList(activityId, page);
  const rows = signups.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((signups.data?.total ?? 0) / 20));
  return (
    <PageFrame title={t("routes.ActivitySignups")}>
      {activity.data && (
        <Text>
          <Anchor component={Link} to={`/appcms/activity_item?activity_id=${activityId}`}>
            {activity.data.title}
          </Anchor>{" "}
          · {t("activities.counts", { signed: activity.data.signed_count, waiting: activity.data.waiting_count })}
        </Text>
      )}
      <QueryStatus query={signups} empty={rows.length === 0} emptyText={t("activities.admin.noSignups")}>
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("activities.form.name")}</Table.Th>
                  <Table.Th>{t("activities.form.contact")}</Table.Th>
                  <Table.Th>{t("activities.form.email")}</Table.Th>
                  <Table.Th>{t("activities.admin.stateCol")}</Table.Th>
                  <Table.Th>{t("activities.admin.timeCol")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.signup_id}>
                    <Table.Td>
                      {s.name}
                      {s.note && (
                        <Text size="xs" c="dimmed">
                          {s.note}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{s.contact}</Table.Td>
                    <Table.Td>{s.email}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={STATE_COLORS[s.state]}>
                        {s.state === "waiting"
                          ? t("activities.state.waitingAt", { position: s.position })
                          : t(
                              s.state === "signed" ? "activities.admin.stateSigned" : "activities.admin.stateCancelled",
                            )}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatMoment(s.created_at, i18n.language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </Stack>
      </QueryStatus>
    </PageFrame>
  );
}
