import CloseIcon from "@mui/icons-material/Close";
import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import InsertDriveFileOutlinedIcon from "@mui/icons-material/InsertDriveFileOutlined";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { type DragEvent, useId, useRef, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { FileUploadProps } from "./FileUpload.meta";
import { describeFile, type FileDescriptor, formatFileSize, pickFiles, rejectedFilesMessage } from "./fileSelection";

/** A listed file; a name restored from the parameter has no size. */
type ListedFile = { name: string; size: number | null; descriptor: FileDescriptor | null };

function namesOf(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return [];
}

const sameNames = (files: readonly ListedFile[], names: readonly string[]) =>
  files.length === names.length && files.every((file, index) => file.name === names[index]);

/** A file button, optionally inside a drop area, listing the chosen files. */
export default function FileUpload(props: FileUploadProps) {
  const { buttonLabel, accept, multiple, dropArea, parameter, disabled, onFilesSelected } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const hintId = useId();
  const [files, setFiles] = useState<ListedFile[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const [stored, setStored] = useBoundParameter<unknown>(parameter, null);
  const callbackApi = useCallbackApi();

  const storedNames = namesOf(stored);
  const listed =
    parameter === undefined || sameNames(files, storedNames)
      ? files
      : storedNames.map((name) => ({ name, size: null, descriptor: null }));

  const choose = (next: ListedFile[]) => {
    setFiles(next);
    const names = next.map((file) => file.name);
    if (parameter !== undefined) setStored(multiple ? names : (names[0] ?? null));
    const descriptors = next.flatMap((file) => (file.descriptor ? [file.descriptor] : []));
    callSafely(onFilesSelected, "onFilesSelected", descriptors, callbackApi());
  };

  const select = (chosen: readonly File[]) => {
    const { accepted, rejected: refused } = pickFiles(chosen, { accept, multiple });
    setRejected(refused.map((file) => file.name));
    if (accepted.length === 0) return;
    choose(
      accepted.map((file) => {
        const descriptor = describeFile(file);
        return { name: descriptor.name, size: descriptor.size, descriptor };
      }),
    );
  };

  const remove = (name: string) => {
    setRejected([]);
    choose(listed.filter((file) => file.name !== name));
  };

  const dragHandlers = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      if (disabled) return;
      dragDepth.current += 1;
      setDragOver(true);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    },
    onDragLeave: () => {
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragOver(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      dragDepth.current = 0;
      setDragOver(false);
      if (!disabled) select(Array.from(event.dataTransfer?.files ?? []));
    },
  };

  const button = (
    <Button
      variant={dropArea ? "contained" : "outlined"}
      startIcon={<UploadFileIcon />}
      disabled={disabled}
      onClick={() => inputRef.current?.click()}
      aria-describedby={dropArea || accept ? hintId : undefined}
    >
      {buttonLabel}
    </Button>
  );
  const acceptNote = accept
    ? `Accepted: ${accept
        .split(",")
        .map((rule) => rule.trim())
        .join(", ")}`
    : null;
  const hint = props.dropHint ?? (multiple ? "Drag and drop files here" : "Drag and drop a file here");

  return (
    <Box className="sf-file-upload" sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          select(Array.from(event.target.files ?? []));
          // Cleared so that choosing the same file again is reported again.
          event.target.value = "";
        }}
      />
      {dropArea ? (
        <Box
          role="group"
          aria-label="File drop area"
          className={dragOver ? "sf-file-drop-area sf-file-drop-area-active" : "sf-file-drop-area"}
          data-drag-over={dragOver}
          {...dragHandlers}
          sx={{
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            gap: 1,
            px: 3,
            py: 4,
            textAlign: "center",
            border: 2,
            borderStyle: "dashed",
            borderRadius: 2,
            borderColor: dragOver ? "primary.main" : "divider",
            bgcolor: dragOver ? "action.selected" : "background.paper",
            opacity: disabled ? 0.6 : 1,
            transition: "border-color 120ms, background-color 120ms",
          }}
        >
          <CloudUploadOutlinedIcon color={dragOver ? "primary" : "action"} sx={{ fontSize: 40 }} />
          <Typography id={hintId} variant="body1" component="p" sx={{ m: 0 }}>
            {dragOver ? (multiple ? "Release to add the files" : "Release to add the file") : hint}
            {acceptNote ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
                {acceptNote}
              </Typography>
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-hidden="true">
            or
          </Typography>
          {button}
        </Box>
      ) : (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
          {button}
          {acceptNote ? (
            <Typography id={hintId} variant="body2" color="text.secondary">
              {acceptNote}
            </Typography>
          ) : null}
        </Box>
      )}
      {rejected.length > 0 ? (
        <Typography role="alert" variant="body2" color="error">
          {rejectedFilesMessage(rejected)}
        </Typography>
      ) : null}
      {listed.length > 0 ? (
        <List dense disablePadding aria-label="Selected files">
          {listed.map((file) => (
            <ListItem
              key={file.name}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => remove(file.name)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={file.size === null ? null : formatFileSize(file.size)}
                slotProps={{ primary: { sx: { wordBreak: "break-all" } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
