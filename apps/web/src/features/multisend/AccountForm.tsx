import type { CredentialField, MultisendAccount, MultisendNetworkInfo } from "@icms/protocol";
import { Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { formProblems, initialValues, saveInput } from "./credential-form";
import { fieldKey, groupKey, networkKey, problemKey } from "./labels";
import { useSaveAccount } from "./queries";

interface AccountFormProps {
  network: MultisendNetworkInfo;
  /** The account being edited; none for a new connection. */
  account?: MultisendAccount;
  onDone?: () => void;
  onCancel?: () => void;
}

/**
 * The credentials of one network, exactly the fields the gateway declares: secrets in password
 * inputs, never filled from what is stored; on an edit a blank secret keeps the stored one.
 */
export function AccountForm({ network, account, onDone, onCancel }: AccountFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveAccount();
  const [values, setValues] = useState(() => initialValues(network.fields, account));
  const [checked, setChecked] = useState(false);
  const problems = formProblems(network.network, network.fields, values, account);
  const name = t(networkKey(network.network));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length > 0) return;
    save.mutate(saveInput(network.network, network.fields, values, account), {
      onSuccess: () => {
        toast({ message: t("multisend.accounts.saved"), type: "success" });
        if (!account) setValues(initialValues(network.fields));
        setChecked(false);
        onDone?.();
      },
      onError: (error) => showError(error),
    });
  };

  const input = (field: CredentialField) => {
    const problem = checked ? problems[field.key] : undefined;
    const stored = account?.credentials[field.key] ?? "";
    const props = {
      id: `${formId}-${field.key}`,
      label: t(fieldKey(field.key)),
      required: field.required,
      value: values.fields[field.key] ?? "",
      error: problem ? t(problemKey(problem)) : undefined,
      autoComplete: "off",
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, fields: { ...current.fields, [field.key]: value } }));
      },
    };
    if (!field.secret) return <TextInput key={field.key} {...props} />;
    const description =
      account && stored !== ""
        ? `${t("multisend.accounts.storedAs", { masked: stored })} ${t("multisend.accounts.keepSecret")}`
        : undefined;
    return <PasswordInput key={field.key} {...props} autoComplete="new-password" description={description} />;
  };

  const groups = [...new Set(network.fields.map((field) => field.group ?? ""))];
  return (
    <form onSubmit={submit} noValidate aria-label={t("multisend.accounts.formOf", { network: name })}>
      <Stack gap="sm">
        <TextInput
          label={t("multisend.accounts.label")}
          description={t("multisend.accounts.labelHint")}
          value={values.label}
          maxLength={40}
          onChange={(event) => {
            const label = event.currentTarget.value;
            setValues((current) => ({ ...current, label }));
          }}
        />
        {groups.map((group, index) => (
          <Stack key={group || "all"} gap="xs">
            {group && (
              <Text size="sm" fw={600}>
                {index > 0 ? `${t("multisend.accounts.or")} ` : ""}
                {t(groupKey(group))}
              </Text>
            )}
            {network.fields.filter((field) => (field.group ?? "") === group).map(input)}
          </Stack>
        ))}
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t("multisend.accounts.cancel")}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {account ? t("multisend.accounts.save") : t("multisend.accounts.connect")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
