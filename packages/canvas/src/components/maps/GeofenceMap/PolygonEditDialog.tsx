import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { GEOFENCE_METADATA_ATTRIBUTES } from "@storyframe/core";
import { useId, useState } from "react";
import {
  type GeofencePolygon,
  METADATA_ATTRIBUTE_LABELS,
  METADATA_PLACEHOLDER,
  type PolygonAttributes,
} from "./geofencePolygons";

type PolygonEditDialogProps = {
  polygon: GeofencePolygon;
  /** Show Site, Location Type, Turn around time (mins), Minimum turn around time (mins) and Lane. */
  showAttributes: boolean;
  /** New polygons in metadata mode show the placeholder in their empty fields (canvas-components §4). */
  placeholder: boolean;
  onClose: () => void;
  onDelete: () => void;
  onAccept: (attributes: PolygonAttributes) => void;
};

/**
 * The polygon's Edit dialog (canvas-components §2): its id read-only, its name and, only when any extra attribute
 * exists, the metadata attributes; Delete deletes the whole POI at once, Accept Changes keeps the change here until
 * Save Updates. No numeric checks on the turn-around times (canvas-components §5). A click beside it never closes it.
 */
export function PolygonEditDialog({
  polygon,
  showAttributes,
  placeholder,
  onClose,
  onDelete,
  onAccept,
}: PolygonEditDialogProps) {
  const id = useId();
  const [attributes, setAttributes] = useState<PolygonAttributes>(polygon.attributes);
  const hint = placeholder ? METADATA_PLACEHOLDER : undefined;
  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      onClose={(_event, reason) => {
        if (reason !== "backdropClick") onClose();
      }}
    >
      <DialogTitle id={`${id}-title`}>Edit</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="ID" value={String(polygon.id)} slotProps={{ input: { readOnly: true } }} fullWidth />
          <TextField
            label="Name"
            value={attributes.name}
            placeholder={hint}
            onChange={(event) => setAttributes((current) => ({ ...current, name: event.target.value }))}
            autoFocus
            fullWidth
          />
          {showAttributes
            ? GEOFENCE_METADATA_ATTRIBUTES.map((attribute) => (
                <TextField
                  key={attribute}
                  label={METADATA_ATTRIBUTE_LABELS[attribute]}
                  value={attributes[attribute] ?? ""}
                  placeholder={hint}
                  onChange={(event) => setAttributes((current) => ({ ...current, [attribute]: event.target.value }))}
                  fullWidth
                />
              ))
            : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="error" onClick={onDelete}>
          Delete
        </Button>
        <Button variant="contained" onClick={() => onAccept(attributes)}>
          Accept Changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
