import { Button, Menu } from "@mantine/core";
import { UI, UI_LANGS, type UiLang } from "@icms/protocol";
import { useTranslation } from "react-i18next";
import { GlobeIcon } from "../../ui/icons";
import { LANGUAGE_NAMES, storedLanguage, switchLanguage } from "../../i18n/language";

/** zh, en, ru: the choice is stored, the gateway language follows it, and the page reloads. */
export function LanguageSwitcher({ onSwitch = switchLanguage }: { onSwitch?: (lang: UiLang) => void }) {
  const { t } = useTranslation();
  const current = storedLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={UI.popoverWidthsPx[0]}>
      <Menu.Target>
        <Button
          variant="subtle"
          px="xs"
          leftSection={<GlobeIcon size={18} />}
          aria-label={`${t("lang.label")}: ${LANGUAGE_NAMES[current]}`}
        >
          <span className="header-label">{LANGUAGE_NAMES[current]}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("lang.label")}</Menu.Label>
        {UI_LANGS.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            aria-current={lang === current ? "true" : undefined}
            fw={lang === current ? 700 : undefined}
            onClick={() => lang !== current && onSwitch(lang)}
          >
            {LANGUAGE_NAMES[lang]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
