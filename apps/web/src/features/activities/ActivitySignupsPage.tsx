import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { DataTable } from "../../ui/DataTable";
import { formatMoment } from "./activity-format";
import { useSignupList } from "./admin-queries";
import { useActivity } from "./queries";

/** The signups a page holds (`useSignupList` asks for this many). */
const SIGNUPS_PAGE_SIZE = 20;

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
      <Stack gap="sm">
        <DataTable
          status={{ query: signups, empty: rows.length === 0, emptyText: t("activities.admin.noSignups") }}
          rows={rows}
          rowKey={(s) => s.signup_id}
          columns={[
            {
              header: t("activities.form.name"),
              cell: (s) => (
                <>
                  {s.name}
                  {s.note && (
                    <Text size="xs" c="dimmed">
                      {s.note}
                    </Text>
                  )}
                </>
              ),
            },
            { header: t("activities.form.contact"), cell: (s) => s.contact },
            { header: t("activities.form.email"), cell: (s) => s.email },
            {
              header: t("activities.admin.stateCol"),
              cell: (s) => (
                <Badge variant="outline" color={STATE_COLORS[s.state]}>
                  {s.state === "waiting"
                    ? t("activities.state.waitingAt", { position: s.position })
                    : t(s.state === "signed" ? "activities.admin.stateSigned" : "activities.admin.stateCancelled")}
                </Badge>
              ),
            },
            { header: t("activities.admin.timeCol"), cell: (s) => formatMoment(s.created_at, i18n.language) },
          ]}
          minWidth={720}
          striped
          paging={{ page, pageSize: SIGNUPS_PAGE_SIZE, total: signups.data?.total ?? 0, onChange: setPage }}
        />
      </Stack>
    </PageFrame>
  );
}
