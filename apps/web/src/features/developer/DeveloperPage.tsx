import type { DeveloperApp, DeveloperAppSaved } from "@icms/protocol";
import { Button, Center, Pagination, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { AppCard } from "./AppCard";
import { AppFormModal } from "./AppFormModal";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { HowToCall } from "./HowToCall";
import { KeyDialog } from "./KeyDialog";
import { PAGE_SIZE, useDeveloperApps, useDeveloperConfig, useRevokeApp, useSaveApp } from "./queries";
import { toSaveInput, initialValues } from "./app-form";

type Dialog =
  | { kind: "form"; app: DeveloperApp | null }
  | { kind: "key"; name: string; key: string }
  | { kind: "revoke"; app: DeveloperApp }
  | { kind: "rotate"; app: DeveloperApp }
  | null;

/** /ucenter/developer: the member's apps on the open platform and their keys. */
export function DeveloperPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const config = useDeveloperConfig();
  const apps = useDeveloperApps(page);
  const revoke = useRevokeApp();
  const rotate = useSaveApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const saved = (result: DeveloperAppSaved) => {
    if (result.key) setDialog({ kind: "key", name: result.app.name, key: result.key });
    else {
      close();
      toast({ message: t("developer.saved"), type: "success" });
    }
  };

  const totalPages = Math.ceil((apps.data?.total ?? 0) / PAGE_SIZE);
  return (
    <PageFrame
      title={t("routes.Developer")}
      actions={
        <Button onClick={() => setDialog({ kind: "form", app: null })} disabled={!config.data}>
          {t("developer.create")}
        </Button>
      }
    >
      <Stack gap="md">
        <Text c="dimmed">{t("developer.intro")}</Text>
        <QueryStatus query={apps} empty={apps.data?.list.length === 0} emptyText={t("developer.empty")}>
          <Stack gap="sm">
            {apps.data?.list.map((app) => (
              <AppCard
                key={app.app_id}
                app={app}
                onEdit={() => setDialog({ kind: "form", app })}
                onRotate={() => setDialog({ kind: "rotate", app })}
                onRevoke={() => setDialog({ kind: "revoke", app })}
              />
            ))}
          </Stack>
        </QueryStatus>
        {totalPages > 1 && (
          <Center>
            <Pagination total={totalPages} value={page} onChange={setPage} />
          </Center>
        )}
        {config.data && <HowToCall config={config.data} />}
      </Stack>
      {dialog?.kind === "form" && config.data && (
        <AppFormModal app={dialog.app} config={config.data} onClose={close} onSaved={saved} />
      )}
      {dialog?.kind === "key" && <KeyDialog name={dialog.name} apiKey={dialog.key} onClose={close} />}
      {dialog?.kind === "revoke" && (
        <ConfirmDialog
          opened
          title={t("developer.revokeTitle")}
          body={t("developer.revokeBody", { name: dialog.app.name })}
          confirmLabel={t("developer.revoke")}
          busy={revoke.isPending}
          onCancel={close}
          onConfirm={() =>
            revoke.mutate(dialog.app.app_id, {
              onSuccess: () => {
                close();
                toast({ message: t("developer.revoked"), type: "success" });
              },
              onError: (error) => {
                close();
                showError(error);
              },
            })
          }
        />
      )}
      {dialog?.kind === "rotate" && (
        <ConfirmDialog
          opened
          title={t("developer.rotateTitle")}
          body={t("developer.rotateBody", { name: dialog.app.name })}
          confirmLabel={t("developer.rotate")}
          busy={rotate.isPending}
          onCancel={close}
          onConfirm={() =>
            rotate.mutate(
              {
                ...toSaveInput(initialValues(dialog.app), dialog.app.app_id),
                expires_at: dialog.app.expires_at,
                rotate_key: true,
              },
              {
                onSuccess: saved,
                onError: (error) => {
                  close();
                  showError(error);
                },
              },
            )
          }
        />
      )}
    </PageFrame>
  );
}
