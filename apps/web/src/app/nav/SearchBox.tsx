import { TextInput } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { SearchIcon } from "../../ui/icons";
import { toast } from "../../ui/notify";
import { searchPath } from "./nav-model";

/** In the phone's sidebar the box takes the sidebar's width, not the header's share of the screen. */
const FILL = { width: "100%" } as const;

/** The member-center search: an empty keyword asks for one and returns focus to the box. */
export function SearchBox({ fill = false }: { fill?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState(() => params.get("keyword") ?? "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = keyword.trim();
    if (!value) {
      toast({ message: t("search.empty"), type: "warning" });
      input.current?.focus();
      return;
    }
    navigate(searchPath(value));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every browser exposes.
    <form role="search" onSubmit={submit} className="search-box" style={fill ? FILL : undefined}>
      <TextInput
        ref={input}
        type="search"
        aria-label={t("search.label")}
        placeholder={t("search.placeholder")}
        value={keyword}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        leftSection={<SearchIcon size={16} />}
        radius="xl"
      />
    </form>
  );
}
