import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { PlanetForm } from "./PlanetForm";
import { usePlanet } from "./queries";

function EditPlanet({ circleId }: { circleId: number }) {
  const { t } = useTranslation();
  const planet = usePlanet(circleId);
  const name = planet.data?.name;
  return (
    <PageFrame title={name ? t("planets.form.editTitle", { name }) : t("routes.CircleAddform")} size="md">
      <QueryStatus query={planet} skeletonRows={4}>
        {planet.data &&
          (planet.data.viewer.is_owner ? (
            <PlanetForm key={planet.data.circle_id} planet={planet.data} />
          ) : (
            <Alert color="orange" role="alert">
              {t("planets.form.notOwner")}
            </Alert>
          ))}
      </QueryStatus>
    </PageFrame>
  );
}

/** /appsocial/circle_addform?circle_id=: a new planet, or an edit of the viewer's own. */
export function PlanetFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const circleId = idParam(params.get("circle_id"));
  if (circleId > 0) return <EditPlanet circleId={circleId} />;
  return (
    <PageFrame title={t("planets.form.newTitle")} size="md">
      <PlanetForm />
    </PageFrame>
  );
}
