import { api } from "@icms/protocol";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { callGateway } from "../../../app/gateway";
import { showError, toast } from "../../../ui/notify";
import { daoKeys } from "../../../wallet/membership";

/** Binds an inviter by invite code (once, so after a confirmation); the invite link fills the code in. */
export function BindInviter() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get("invite_code") ?? "");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const bind = useMutation({
    mutationFn: (invite_code: string) => callGateway(api.wallet_msrv.autonomy_addrefer, { invite_code }),
    onSuccess: () => {
      toast({ type: "success", message: t("dao.invite.bindSuccess") });
      void queryClient.invalidateQueries({ queryKey: daoKeys.all });
    },
    onError: showError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t("dao.invite.codeRequired"));
      return;
    }
    setError(null);
    setConfirming(true);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t("dao.invite.codeLabel")}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          maxLength={32}
          required
          autoComplete="off"
          data-testid="invite-bind-code"
          style={{ flex: "1 1 200px" }}
        />
        <Button type="submit" loading={bind.isPending} data-testid="invite-bind">
          {t("dao.invite.bind")}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("dao.invite.bindTitle")} centered>
        <Stack>
          <Text>{t("dao.invite.bindConfirm", { code: code.trim().toUpperCase() })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("dao.sale.buy.cancel")}
            </Button>
            <Button
              data-testid="invite-bind-confirm"
              onClick={() => {
                setConfirming(false);
                bind.mutate(code.trim());
              }}
            >
              {t("dao.invite.bind")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
