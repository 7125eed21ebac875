import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showError, toast } from "../../../ui/notify";

/** What a delete asks about: the row's id for the call, and its name for the question. */
interface Deletable {
  id: number;
  name: string;
}

/**
 * The authoring pages' delete: `ask(row)` opens the question; confirming deletes, closes and says
 * so, or closes and shows the refusal. `dialog` goes once in the page.
 */
export function useConfirmDelete(
  remove: UseMutationResult<unknown, Error, number>,
  body: (name: string) => string,
): { ask: (row: Deletable) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Deletable | null>(null);
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={t("edu.deleteTitle")}
      body={body(target?.name ?? "")}
      confirmLabel={t("edu.delete")}
      busy={remove.isPending}
      onCancel={() => setTarget(null)}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: () => {
            setTarget(null);
            toast({ message: t("edu.deleted"), type: "success" });
          },
          onError: (error) => {
            setTarget(null);
            showError(error);
          },
        })
      }
    />
  );
  return { ask: setTarget, dialog };
}
