import type { ContentLang, MyProjectDetail } from "@icms/protocol";
import { Alert, Stepper } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { idParam } from "../../../app/paths";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { isEditable, useMyProject } from "../my-queries";
import { projectPaths, WIZARD_STEPS, type WizardStep } from "../paths";

/** The project named by `project_id`, or 0 (a new project on the first step). */
function useProjectIdParam(): number {
  return idParam(useSearchParams()[0].get("project_id"));
}

interface WizardFrameProps {
  step: WizardStep;
  /** The version to load (the first step edits one language). */
  lang?: ContentLang;
  /** The step's form, given the saved draft (null before the first save). */
  children: (project: MyProjectDetail | null) => ReactNode;
}

/**
 * One step of the project wizard: the steps (each reachable once the draft exists), the draft as
 * the gateway holds it (so a reload resumes where the owner was), and the step's form. A project
 * waiting in review is shown but cannot be changed.
 */
export function WizardFrame({ step, lang, children }: WizardFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectId = useProjectIdParam();
  const project = useMyProject(projectId, lang);
  const active = WIZARD_STEPS.indexOf(step);
  const title = project.data ? t("projects.wizard.editTitle", { title: project.data.title }) : t("routes.ApplyProject");

  return (
    <PageFrame title={title} size="md">
      <Stepper
        active={active}
        size="xs"
        onStepClick={(index) => {
          const target = WIZARD_STEPS[index];
          if (target && projectId > 0) navigate(projectPaths.step(target, projectId));
        }}
        allowNextStepsSelect={projectId > 0}
        aria-label={t("projects.wizard.steps")}
        wrap
      >
        {WIZARD_STEPS.map((name) => (
          <Stepper.Step key={name} label={t(`projects.wizard.step.${name}`)} />
        ))}
      </Stepper>
      {projectId > 0 ? (
        <QueryStatus query={project} skeletonRows={4}>
          {project.data && (
            <>
              {!isEditable(project.data) && (
                <Alert color="yellow" title={t("projects.wizard.pendingTitle")} data-testid="project-pending">
                  {t("projects.wizard.pendingBody")}
                </Alert>
              )}
              {children(project.data)}
            </>
          )}
        </QueryStatus>
      ) : (
        children(null)
      )}
    </PageFrame>
  );
}
