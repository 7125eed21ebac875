import { Alert, Anchor, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { planetPaths } from "./paths";
import { usePlanet } from "./queries";
import { TopicForm } from "./TopicForm";

function NewTopic({ circleId }: { circleId: number }) {
  const { t } = useTranslation();
  const planet = usePlanet(circleId);
  const name = planet.data?.name;
  return (
    <PageFrame title={name ? t("planets.topicForm.title", { name }) : t("routes.HuatiAddform")} size="md">
      <QueryStatus query={planet} skeletonRows={4}>
        {planet.data &&
          (planet.data.viewer.can_post ? (
            <TopicForm circleId={circleId} />
          ) : (
            <Alert color="orange" role="alert">
              <Stack gap="xs">
                {t("planets.topicForm.cannotPost")}
                <Anchor component={Link} to={planetPaths.feed(circleId)}>
                  {t("planets.members.back")}
                </Anchor>
              </Stack>
            </Alert>
          ))}
      </QueryStatus>
    </PageFrame>
  );
}

/** /appsocial/huati_addform?circle_id=: a new topic in a planet the viewer may post in. */
export function TopicFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const circleId = idParam(params.get("circle_id"));
  if (circleId > 0) return <NewTopic key={circleId} circleId={circleId} />;
  return (
    <PageFrame title={t("routes.HuatiAddform")} size="md">
      <Alert color="gray">
        <Stack gap="xs">
          {t("planets.topicForm.noPlanet")}
          <Anchor component={Link} to={planetPaths.mine()}>
            {t("planets.home.mine")}
          </Anchor>
        </Stack>
      </Alert>
    </PageFrame>
  );
}
