import { useRichTextEditorContext, RichTextEditor as MantineEditor } from "@mantine/tiptap";
import { useEditorState } from "@tiptap/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ColumnAddIcon, ColumnRemoveIcon, RowAddIcon, RowRemoveIcon, TableRemoveIcon } from "../icons";

type TableCommand = "addRowAfter" | "addColumnAfter" | "deleteRow" | "deleteColumn" | "deleteTable";

const CONTROLS: [TableCommand, ReactNode][] = [
  ["addRowAfter", <RowAddIcon key="row" size={16} />],
  ["addColumnAfter", <ColumnAddIcon key="column" size={16} />],
  ["deleteRow", <RowRemoveIcon key="row-" size={16} />],
  ["deleteColumn", <ColumnRemoveIcon key="column-" size={16} />],
  ["deleteTable", <TableRemoveIcon key="table-" size={16} />],
];

/** Row and column commands, shown while the caret is in a table. */
export function TableControls() {
  const { t } = useTranslation();
  const { editor } = useRichTextEditorContext();
  const inTable = useEditorState({ editor, selector: ({ editor: current }) => current?.isActive("table") ?? false });
  if (!editor || !inTable) return null;
  return (
    <MantineEditor.ControlsGroup>
      {CONTROLS.map(([command, icon]) => (
        <MantineEditor.Control
          key={command}
          aria-label={t(`editor.${command}`)}
          title={t(`editor.${command}`)}
          onClick={() => editor.chain().focus()[command]().run()}
        >
          {icon}
        </MantineEditor.Control>
      ))}
    </MantineEditor.ControlsGroup>
  );
}
