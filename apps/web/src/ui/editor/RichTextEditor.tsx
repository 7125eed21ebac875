import { UPLOAD_KINDS } from "@icms/protocol";
import { Button, Group, Input, Paper, TextInput } from "@mantine/core";
import { type ClipboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../notify";
import { type BlockTag, commands, safeLink, type ToolbarState, toolbarState } from "./editor-commands";
import { EditorToolbar, type ToolbarAction } from "./EditorToolbar";
import "../article-content.css";
import "./editor.css";

const ACTIONS: ToolbarAction[] = [
  "bold",
  "italic",
  "h2",
  "h3",
  "unorderedList",
  "orderedList",
  "link",
  "blockquote",
  "pre",
];
const IDLE: ToolbarState = { bold: false, italic: false, block: "", unorderedList: false, orderedList: false };
const IMAGE_ACCEPT = UPLOAD_KINDS.image.extensions.map((ext) => `.${ext}`).join(",");

export interface RichTextEditorProps {
  label: string;
  /** The HTML to start from (the server's cleaned content when editing). Read once. */
  initialHtml?: string;
  onChange: (html: string) => void;
  /** Uploads an image and answers its URL; without it there is no image button. */
  onUploadImage?: (file: File) => Promise<string>;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A small rich-text editor on contentEditable: bold, italic, two heading levels, lists, links,
 * quotes, code blocks and uploaded images. It produces HTML (the gateway cleans it); pasted
 * content arrives as plain text.
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
  const surface = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [state, setState] = useState<ToolbarState>(IDLE);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const [busy, setBusy] = useState<ToolbarAction | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial HTML is read once, on mount.
  useEffect(() => {
    if (surface.current) surface.current.innerHTML = initialHtml;
  }, []);

  useEffect(() => {
    const update = () => {
      if (surface.current?.contains(document.getSelection()?.anchorNode ?? null)) setState(toolbarState());
    };
    document.addEventListener("selectionchange", update);
    return () => document.removeEventListener("selectionchange", update);
  }, []);

  const emit = () => {
    if (surface.current) onChange(surface.current.innerHTML);
    setState(toolbarState());
  };

  const saveSelection = () => {
    const selection = document.getSelection();
    savedRange.current =
      selection && selection.rangeCount > 0 && surface.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
  };

  const restoreSelection = () => {
    surface.current?.focus();
    const range = savedRange.current;
    const selection = document.getSelection();
    if (range && selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
  };

  const run = (action: ToolbarAction) => {
    if (action === "link") {
      saveSelection();
      setLinkValue("");
      setLinkError(null);
      setLinkOpen(true);
      return;
    }
    if (action === "image") {
      saveSelection();
      fileInput.current?.click();
      return;
    }
    surface.current?.focus();
    if (action === "bold") commands.bold();
    else if (action === "italic") commands.italic();
    else if (action === "unorderedList") commands.unorderedList();
    else if (action === "orderedList") commands.orderedList();
    else commands.block(action as BlockTag, state.block);
    emit();
  };

  const insertLink = () => {
    const url = safeLink(linkValue);
    if (!url) {
      setLinkError(t("editor.linkInvalid"));
      return;
    }
    setLinkOpen(false);
    restoreSelection();
    const selection = document.getSelection();
    if (selection && !selection.isCollapsed) commands.link(url);
    else if (commands.plainText(url) && selectLastText(url.length)) commands.link(url);
    emit();
  };

  const uploadImage = async (file: File | undefined) => {
    if (!file || !onUploadImage) return;
    setBusy("image");
    try {
      const url = await onUploadImage(file);
      restoreSelection();
      commands.image(url, file.name.replace(/\.[^.]+$/, ""));
      emit();
    } catch (failure) {
      showError(failure);
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    commands.plainText(event.clipboardData.getData("text/plain"));
    emit();
  };

  return (
    <Input.Wrapper
      label={<span id={labelId}>{label}</span>}
      required={required}
      error={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <Paper withBorder radius="sm" className="editor" data-invalid={error ? "true" : undefined}>
        <EditorToolbar
          actions={onUploadImage ? [...ACTIONS, "image"] : ACTIONS}
          state={state}
          disabled={disabled}
          busy={busy}
          onAction={run}
        />
        {linkOpen && (
          <Group gap="xs" p="xs" align="flex-start" className="editor__link">
            <TextInput
              size="xs"
              style={{ flex: 1 }}
              label={t("editor.linkUrl")}
              placeholder="https://"
              value={linkValue}
              error={linkError}
              data-autofocus
              autoFocus
              onChange={(event) => setLinkValue(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  insertLink();
                } else if (event.key === "Escape") setLinkOpen(false);
              }}
            />
            <Button size="xs" mt={22} onClick={insertLink}>
              {t("editor.insert")}
            </Button>
            <Button size="xs" mt={22} variant="default" onClick={() => setLinkOpen(false)}>
              {t("editor.cancel")}
            </Button>
          </Group>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: rich text needs contentEditable; a textarea holds plain text only. */}
        <div
          ref={surface}
          className="editor__surface article-content"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          tabIndex={0}
          onInput={emit}
          onBlur={emit}
          onPaste={onPaste}
        />
      </Paper>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={(event) => void uploadImage(event.currentTarget.files?.[0])}
      />
    </Input.Wrapper>
  );
}

/** Selects the last `length` characters before the caret (the text just inserted). */
function selectLastText(length: number): boolean {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return false;
  const range = selection.getRangeAt(0);
  const node = range.startContainer;
  if (node.nodeType !== Node.TEXT_NODE || range.startOffset < length) return false;
  const select = document.createRange();
  select.setStart(node, range.startOffset - length);
  select.setEnd(node, range.startOffset);
  selection.removeAllRanges();
  selection.addRange(select);
  return true;
}
