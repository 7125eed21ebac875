import { UPLOAD_KINDS } from "@icms/protocol";
import { Input } from "@mantine/core";
import { Link, RichTextEditor as MantineEditor } from "@mantine/tiptap";
import { FileHandler } from "@tiptap/extension-file-handler";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { type Editor, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageIcon, TableIcon } from "../icons";
import { showError } from "../notify";
import { safeLink } from "./editor-content";
import { TableControls } from "./TableControls";
import "@mantine/tiptap/styles.css";
import "../article-content.css";
import "./editor.css";

const IMAGE_ACCEPT = UPLOAD_KINDS.image.extensions.map((ext) => `.${ext}`).join(",");
const IMAGE_TYPES = UPLOAD_KINDS.image.extensions.map((ext) => `image/${ext === "jpg" ? "jpeg" : ext}`);

export interface RichTextEditorProps {
  label: string;
  /** The HTML to start from (the server's cleaned content when editing). Read once. */
  initialHtml?: string;
  onChange: (html: string) => void;
  /** Uploads an image and answers its URL; without it there is no image button, and pasted images are refused. */
  onUploadImage?: (file: File) => Promise<string>;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The article editor: Tiptap's document model under Mantine's toolbar. Headings, lists, quotes,
 * code blocks, links, tables and images, the last uploaded from the button or pasted and dropped
 * straight into the text. It produces HTML; the gateway cleans it against its allowlist.
 */
export function RichTextEditor({
  label,
  initialHtml = "",
  onChange,
  onUploadImage,
  error,
  required,
  disabled,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const upload = useRef(onUploadImage);
  upload.current = onUploadImage;

  /** Uploads each image and inserts it at `pos` (or the selection), one after another. */
  const insertImages = async (editor: Editor, files: File[], pos?: number) => {
    if (!upload.current) return;
    for (const file of files) {
      setUploading((n) => n + 1);
      try {
        const src = await upload.current(file);
        const image = { type: "image", attrs: { src, alt: file.name.replace(/\.[^.]+$/, "") } };
        const chain = editor.chain().focus();
        (pos === undefined ? chain.insertContent(image) : chain.insertContentAt(pos, image)).run();
      } catch (failure) {
        showError(failure);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({ isAllowedUri: (url) => safeLink(url) !== null }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
      FileHandler.configure({
        allowedMimeTypes: IMAGE_TYPES,
        onPaste: (current, files) => void insertImages(current, files),
        onDrop: (current, files, pos) => void insertImages(current, files, pos),
      }),
    ],
    content: initialHtml,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(required ? { "aria-required": "true" } : {}),
        ...(error ? { "aria-invalid": "true", "aria-describedby": errorId } : {}),
        class: "editor__surface article-content",
      },
    },
    // The HTML as it is (an empty editor gives `<p></p>`; the form checks for content).
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <Input.Wrapper
      label={<span id={labelId}>{label}</span>}
      required={required}
      error={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <MantineEditor
        editor={editor}
        className="editor"
        data-invalid={error ? "true" : undefined}
        labels={{
          boldControlLabel: t("editor.bold"),
          italicControlLabel: t("editor.italic"),
          h2ControlLabel: t("editor.h2"),
          h3ControlLabel: t("editor.h3"),
          bulletListControlLabel: t("editor.unorderedList"),
          orderedListControlLabel: t("editor.orderedList"),
          blockquoteControlLabel: t("editor.blockquote"),
          codeBlockControlLabel: t("editor.pre"),
          linkControlLabel: t("editor.link"),
          unlinkControlLabel: t("editor.unlink"),
          linkEditorInputLabel: t("editor.linkUrl"),
          linkEditorInputPlaceholder: "https://",
          linkEditorSave: t("editor.insert"),
          undoControlLabel: t("editor.undo"),
          redoControlLabel: t("editor.redo"),
        }}
      >
        <MantineEditor.Toolbar sticky stickyOffset={56} role="toolbar" aria-label={t("editor.toolbar")}>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            <MantineEditor.CodeBlock />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
            {onUploadImage && (
              <MantineEditor.Control
                aria-label={t("editor.image")}
                title={t("editor.image")}
                disabled={uploading > 0}
                onClick={() => fileInput.current?.click()}
              >
                <ImageIcon size={16} />
              </MantineEditor.Control>
            )}
            <MantineEditor.Control
              aria-label={t("editor.table")}
              title={t("editor.table")}
              onClick={() => editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
            >
              <TableIcon size={16} />
            </MantineEditor.Control>
          </MantineEditor.ControlsGroup>
          <TableControls />
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content />
      </MantineEditor>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (editor) void insertImages(editor, files);
        }}
      />
    </Input.Wrapper>
  );
}
