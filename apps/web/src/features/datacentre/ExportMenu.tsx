import type { DatacentreScope } from "@icms/protocol";
import { Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PickedRange } from "../../ui/date-range";
import { showError } from "../../ui/notify";
import { downloadText } from "./download";
import { useExport } from "./queries";

/** Downloads the gateway's CSV of the range: one row per day, or one per piece. */
export function ExportMenu({ scope, range }: { scope: DatacentreScope; range: PickedRange }) {
  const { t } = useTranslation();
  const exporting = useExport(scope, range);
  const download = (table: "days" | "pieces") =>
    exporting.mutate(table, {
      onSuccess: (file) => downloadText(file.filename, file.csv),
      onError: (error) => showError(error),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" loading={exporting.isPending} data-testid="datacentre-export">
          {t("datacentre.export.button")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => download("days")} data-testid="datacentre-export-days">
          {t("datacentre.export.days")}
        </Menu.Item>
        <Menu.Item onClick={() => download("pieces")} data-testid="datacentre-export-pieces">
          {t("datacentre.export.pieces")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
