import type { ActivitySummary } from "@icms/protocol";
import { Anchor, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagedItems } from "../../queries/content";
import { DataTable } from "../../ui/DataTable";
import { InfiniteList } from "../../ui/InfiniteList";
import { showError, toast } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { formatMoment } from "./activity-format";
import { useActivityAdmin } from "./admin-queries";
import { PlacesBadge } from "./PlacesBadge";
import { activityPath, useActivityFeed } from "./queries";

/** An activity's edit and signups links and its delete button. */
function Actions({ activity, onDelete }: { activity: ActivitySummary; onDelete(activity: ActivitySummary): void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        component={Link}
        to={`/ucenter/activityindex/activity_form?activity_id=${activity.activity_id}`}
      >
        {t("activities.admin.edit")}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        component={Link}
        to={`/ucenter/activityindex/activity_signups?activity_id=${activity.activity_id}`}
      >
        {t("activities.admin.signups")}
      </Button>
      <Button size="compact-sm" variant="outline" color="red.9" onClick={() => onDelete(activity)}>
        {t("activities.admin.delete")}
      </Button>
    </Group>
  );
}

/** /ucenter/activityindex/activity_list: the operator's activities in every language, with edit, signups and delete. */
export function ActivityManagePage() {
  const { t, i18n } = useTranslation();
  const feed = useActivityFeed({ page_size: 20 });
  const items = pagedItems(feed.data);
  const { remove } = useActivityAdmin();
  const [deleting, setDeleting] = useState<ActivitySummary | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.activity_id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ type: "success", message: t("activities.admin.deleted") });
      },
      onError: showError,
    });
  };
  return (
    <PageFrame
      title={t("routes.ActivityManageList")}
      actions={
        <Button component={Link} to="/ucenter/activityindex/activity_form">
          {t("activities.admin.new")}
        </Button>
      }
    >
      <QueryStatus query={feed} empty={items.length === 0} emptyText={t("activities.empty")}>
        <InfiniteList
          hasMore={feed.hasNextPage}
          loading={feed.isFetchingNextPage}
          onLoadMore={() => void feed.fetchNextPage()}
        >
          <DataTable
            rows={items}
            rowKey={(a) => a.activity_id}
            columns={[
              {
                header: t("activities.admin.titleCol"),
                cell: (a) => (
                  <>
                    <Anchor component={Link} to={activityPath(a)}>
                      {a.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t(`activities.kind.${a.kind}`)} · {t(`content.lang.${a.lang}`)}
                    </Text>
                  </>
                ),
              },
              { header: t("activities.admin.startCol"), cell: (a) => formatMoment(a.starts_at, i18n.language) },
              { header: t("activities.admin.placesCol"), cell: (a) => <PlacesBadge activity={a} /> },
              {
                header: t("activities.admin.actionsCol"),
                cell: (a) => <Actions activity={a} onDelete={setDeleting} />,
              },
            ]}
            minWidth={640}
            striped
          />
        </InfiniteList>
      </QueryStatus>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("activities.admin.deleteTitle")}
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Stack gap="md">
          <Text size="sm">{t("activities.admin.deleteText", { title: deleting?.title ?? "" })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              {t("activities.keep")}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              {t("activities.admin.delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageFrame>
  );
}
