import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useId } from "react";

/** Keeps the refusal readable by screen readers beside the disabled button, out of sight. */
const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

interface RowActionsProps {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Why this row cannot be deleted: the delete button stays, disabled, and says so. */
  deleteRefusal?: string | null;
}

/** The edit and delete icons of a grid row; each only when the user may use it. */
export function RowActions({ name, onEdit, onDelete, deleteRefusal = null }: RowActionsProps) {
  const refusalId = useId();
  return (
    <>
      {onEdit ? (
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${name}`} onClick={onEdit} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onDelete && deleteRefusal ? (
        <Tooltip title={deleteRefusal}>
          {/* A disabled button hears no pointer: the wrapper carries the tooltip. */}
          <span>
            <IconButton
              aria-label={`Delete ${name}`}
              aria-describedby={refusalId}
              disabled
              size="small"
              sx={{ ml: 0.5 }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
            {/* A button may not carry aria-description: the refusal describes it by reference. */}
            <Box component="span" id={refusalId} sx={visuallyHidden}>
              {deleteRefusal}
            </Box>
          </span>
        </Tooltip>
      ) : onDelete ? (
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${name}`} onClick={onDelete} size="small" sx={{ ml: 0.5 }}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </>
  );
}
