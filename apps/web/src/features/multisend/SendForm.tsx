import type { MultisendAccount } from "@icms/protocol";
import { Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { QueryStatus } from "../../ui/QueryStatus";
import { accountName } from "./AccountRow";
import { networkKey } from "./labels";
import { NetworkIcon } from "./NetworkIcon";
import { usePublishedItems, useSend } from "./queries";

/** A fresh key for one attempt: the same key answers the same send, so a repeated click sends once. */
const attemptKey = () => crypto.randomUUID();

/** One of my published items, sent to the accounts I tick. */
export function SendForm({ accounts }: { accounts: MultisendAccount[] }) {
  const { t } = useTranslation();
  const items = usePublishedItems();
  const send = useSend();
  const [itemId, setItemId] = useState<string | null>(null);
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const [key, setKey] = useState(attemptKey);
  const [checked, setChecked] = useState(false);
  const usable = accounts.filter((account) => account.status === "active");
  const ready = itemId !== null && accountIds.length > 0;

  /** A changed choice is a new attempt. */
  const change = (apply: () => void) => {
    apply();
    setKey(attemptKey());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!ready || send.isPending) return;
    send.mutate(
      { item_id: Number(itemId), account_ids: accountIds.map(Number), idempotency_key: key },
      {
        onSuccess: (post) => {
          toast({ message: t("multisend.send.queued", { count: post.targets.length }), type: "success" });
          setItemId(null);
          setAccountIds([]);
          setChecked(false);
          setKey(attemptKey());
        },
        onError: (error) => showError(error),
      },
    );
  };

  const options = (items.data?.list ?? []).map((item) => ({
    value: String(item.article_id),
    label: item.title,
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="multisend-send-title">
      <Stack gap="sm">
        <Title order={2} fz="xl" id="multisend-send-title">
          {t("multisend.send.title")}
        </Title>
        {usable.length === 0 && (
          <Text c="dimmed" size="sm">
            {t("multisend.send.noTargets")}
          </Text>
        )}
        <QueryStatus
          query={items}
          skeletonRows={1}
          empty={options.length === 0}
          emptyText={t("multisend.send.noItems")}
        >
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Select
                label={t("multisend.send.item")}
                placeholder={t("multisend.send.itemPlaceholder")}
                data={options}
                value={itemId}
                onChange={(value) => change(() => setItemId(value))}
                searchable
                clearable
                nothingFoundMessage={t("multisend.send.nothingFound")}
                error={checked && itemId === null ? t("multisend.send.pickItem") : undefined}
                required
              />
              {usable.length > 0 && (
                <Checkbox.Group
                  label={t("multisend.send.targets")}
                  value={accountIds}
                  onChange={(ids) => change(() => setAccountIds(ids))}
                  error={checked && accountIds.length === 0 ? t("multisend.send.pickTargets") : undefined}
                  required
                >
                  <Stack gap="xs" mt="xs">
                    {usable.map((account) => {
                      const network = t(networkKey(account.network));
                      return (
                        <Checkbox
                          key={account.account_id}
                          value={String(account.account_id)}
                          label={
                            <Group gap={6} wrap="nowrap" component="span">
                              <NetworkIcon network={account.network} size="md" />
                              <span>
                                {t("multisend.send.target", { network, name: accountName(account, network) })}
                              </span>
                            </Group>
                          }
                        />
                      );
                    })}
                  </Stack>
                </Checkbox.Group>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending} disabled={usable.length === 0}>
                  {t("multisend.send.submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        </QueryStatus>
      </Stack>
    </Paper>
  );
}
