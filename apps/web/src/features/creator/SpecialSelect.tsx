import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMySpecials, useOpenChannels } from "./queries";

/** Where to file an item: nowhere, one of the author's specials, or an open channel. */
export function SpecialSelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const mine = useMySpecials({ page_size: 100, special_type: 1, status: "online" });
  const channels = useOpenChannels();
  const own = (mine.data?.list ?? []).map((s) => ({ value: String(s.special_id), label: s.name }));
  const open = (channels.data?.list ?? [])
    .filter((c) => c.is_open === 1 && !own.some((o) => o.value === String(c.special_id)))
    .map((c) => ({ value: String(c.special_id), label: c.name }));
  return (
    <Select
      label={t("write.special")}
      description={t("write.specialHint")}
      placeholder={t("write.noSpecial")}
      clearable
      searchable
      disabled={disabled}
      value={value || null}
      onChange={(next) => onChange(next ?? "")}
      nothingFoundMessage={t("write.noSpecials")}
      data={[
        { group: t("write.mySpecials"), items: own },
        { group: t("write.channels"), items: open },
      ].filter((group) => group.items.length > 0)}
    />
  );
}
