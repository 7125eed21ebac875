import { CONTENT_LANGS, type ContentLang, type MyProjectDetail } from "@icms/protocol";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useSession } from "../../../session/session-store";
import { showError, toast } from "../../../ui/notify";
import { isEditable, useAddLanguage, useSaveBasic } from "../my-queries";
import { projectPaths } from "../paths";
import { type BasicValues, basicInput, basicValues, emptyBasic } from "./basic-form";
import { BasicForm } from "./BasicForm";
import { clearUnsavedBasic, readUnsavedBasic, writeUnsavedBasic } from "./unsaved-basic";
import { WizardFrame } from "./WizardFrame";

function langParam(value: string | null): ContentLang | undefined {
  return CONTENT_LANGS.find((lang) => lang === value);
}

/**
 * /ucenter/projectindex/apply_project: the wizard's first step. Without `project_id` it starts a
 * draft; with one it edits the saved draft; with `add_lang` it adds a language version.
 */
export function ApplyProjectPage() {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const addLang = langParam(params.get("add_lang"));
  const uiLang = langParam(i18n.language) ?? "en";
  return (
    <WizardFrame step="apply_project">
      {(project) =>
        project === null ? (
          <BasicStep project={null} initialLang={uiLang} />
        ) : addLang ? (
          <LanguageVersion key={addLang} project={project} lang={addLang} />
        ) : (
          <BasicStep key={project.project_id} project={project} initialLang={project.lang} />
        )
      }
    </WizardFrame>
  );
}

function BasicStep({ project, initialLang }: { project: MyProjectDetail | null; initialLang: ContentLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveBasic();
  // Made once per form: the same submission sent twice answers the same draft.
  const [requestKey] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  const { uid } = useSession();
  // Before its first save a new project lives only here: keep a copy against a reload.
  const [initial] = useState(() =>
    project ? basicValues(project) : (readUnsavedBasic(uid) ?? emptyBasic(initialLang)),
  );
  const keepCopy = useCallback((values: BasicValues) => writeUnsavedBasic(uid, values), [uid]);
  return (
    <BasicForm
      initial={initial}
      langFixed={project !== null}
      onChange={project === null ? keepCopy : undefined}
      busy={save.isPending}
      disabled={project !== null && !isEditable(project)}
      submitLabel={t("projects.wizard.saveNext")}
      onSubmit={(values) => {
        if (sending.current) return;
        sending.current = true;
        save.mutate(
          { projectId: project?.project_id ?? 0, requestKey, values: basicInput(values) },
          {
            onSuccess: (saved) => {
              if (project === null) clearUnsavedBasic(uid);
              toast({ type: "success", message: t("projects.wizard.draftSaved") });
              navigate(projectPaths.step("cluster_form", saved.project_id), { replace: project === null });
            },
            onError: showError,
            onSettled: () => {
              sending.current = false;
            },
          },
        );
      }}
    />
  );
}

function LanguageVersion({ project, lang }: { project: MyProjectDetail; lang: ContentLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddLanguage();
  return (
    <BasicForm
      initial={{ ...emptyBasic(lang), cover_url: project.cover_url, logo_url: project.logo_url }}
      textsOnly
      busy={add.isPending}
      disabled={!isEditable(project)}
      submitLabel={t("projects.lang.save")}
      onSubmit={(values) => {
        if (add.isPending) return;
        add.mutate(
          {
            project_id: project.project_id,
            lang: values.lang,
            title: values.title.trim(),
            abstract: values.abstract.trim(),
            content: values.content,
            tags: values.tags,
          },
          {
            onSuccess: () => {
              toast({ type: "success", message: t("projects.lang.saved") });
              navigate(projectPaths.mine);
            },
            onError: showError,
          },
        );
      }}
    />
  );
}
