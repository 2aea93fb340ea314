import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { GEOFENCE_METADATA_ATTRIBUTES } from "@storyframe/core";
import { useState } from "react";
import { MapDialog } from "../shared/MapDialog";
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
  const [attributes, setAttributes] = useState<PolygonAttributes>(polygon.attributes);
  const hint = placeholder ? METADATA_PLACEHOLDER : undefined;
  return (
    <MapDialog
      title="Edit"
      onClose={onClose}
      actions={
        <>
          <Button color="error" onClick={onDelete}>
            Delete
          </Button>
          <Button variant="contained" onClick={() => onAccept(attributes)}>
            Accept Changes
          </Button>
        </>
      }
    >
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
    </MapDialog>
  );
}
