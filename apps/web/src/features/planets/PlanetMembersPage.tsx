import { Anchor, Group, Pagination, Paper, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { idParam } from "../../app/paths";
import { AuthorBadge } from "../../ui/content/AuthorBadge";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { RelativeTime } from "../../ui/RelativeTime";
import { planetPaths } from "./paths";
import { usePlanet, usePlanetMembers } from "./queries";
import { StarLordBadge } from "./StarLordBadge";

const PAGE_SIZE = 20;

/** /appsocial/circle_userlist/{circle_id}: a planet's members, the star lord first, paged. */
export function PlanetMembersPage() {
  const { t } = useTranslation();
  const circleId = idParam(useParams().circle_id ?? null);
  const [page, setPage] = useState(1);
  const planet = usePlanet(circleId);
  const members = usePlanetMembers(circleId, page);
  const pages = Math.ceil((members.data?.total ?? 0) / PAGE_SIZE);
  const name = planet.data?.name;
  return (
    <PageFrame
      title={name ? t("planets.members.title", { name }) : t("routes.CircleUserlist")}
      actions={
        <Anchor component={Link} to={planetPaths.feed(circleId)}>
          {t("planets.members.back")}
        </Anchor>
      }
    >
      <Stack gap="md">
        <QueryStatus query={members} empty={members.data?.list.length === 0} emptyText={t("planets.members.empty")}>
          <ul className="plain-list">
            {members.data?.list.map((member) => (
              <li key={member.user.uid} data-testid="member">
                <Paper withBorder radius="md" p="sm" mb="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <AuthorBadge author={member.user} size={32} extra={<RelativeTime value={member.joined_at} />} />
                    {member.is_owner && <StarLordBadge />}
                  </Group>
                </Paper>
              </li>
            ))}
          </ul>
        </QueryStatus>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Stack>
    </PageFrame>
  );
}
