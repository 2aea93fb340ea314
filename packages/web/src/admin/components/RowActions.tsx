import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";

interface RowActionsProps {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Why this row cannot be deleted: the delete button stays, disabled, and says so. */
  deleteRefusal?: string | null;
}

/** The edit and delete icons of a grid row; each only when the user may use it. */
export function RowActions({ name, onEdit, onDelete, deleteRefusal = null }: RowActionsProps) {
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
              aria-description={deleteRefusal}
              disabled
              size="small"
              sx={{ ml: 0.5 }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
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
