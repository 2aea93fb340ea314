import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { FormDialog } from "../../overlays/shared/FormDialog";
import { useCheckedForm } from "../../overlays/shared/useCheckedForm";
import { MapDialog } from "../shared/MapDialog";
import {
  GEOFENCE_RADIUS_MAX_METERS,
  GEOFENCE_RADIUS_MIN_METERS,
  type Poi,
  type PoiForm,
  type PoiOption,
  type PoiProblems,
  poiFormOf,
  streetViewUrl,
  validatePoiForm,
} from "./poiForm";

type PoiDialogProps = {
  poi: Poi;
  editable: boolean;
  poiTypeOptions: readonly PoiOption[];
  contractOptions: readonly PoiOption[];
  onClose: () => void;
  onSave: (form: PoiForm) => void;
};

const labelOf = (options: readonly PoiOption[], value: string | number | null) =>
  value === null ? "" : (options.find((option) => String(option.value) === String(value))?.label ?? String(value));

function StreetViewLink({ poi }: { poi: Poi }) {
  return (
    <Link href={streetViewUrl(poi.lat, poi.lon)} target="_blank" rel="noopener noreferrer">
      Open in Google Street View
    </Link>
  );
}

/**
 * The Edit POI / Location Information dialog (canvas-components §2, §4, §5), opened by clicking the map. A POI with
 * an id, where editing is allowed, is edited (name, POI type, contract, geofence radius); any other place is shown
 * read-only. A click beside it never closes it.
 */
export function PoiDialog(props: PoiDialogProps) {
  return props.editable ? <EditPoiDialog {...props} /> : <LocationInformationDialog {...props} />;
}

function LocationInformationDialog({ poi, poiTypeOptions, contractOptions, onClose }: PoiDialogProps) {
  const fields: [string, string][] = [
    ["POI Name", poi.name],
    ["POI Type", labelOf(poiTypeOptions, poi.poiTypeId)],
    ["Contract", labelOf(contractOptions, poi.contractId)],
    ["Geofence Radius (m)", poi.geofenceRadius === null ? "" : String(poi.geofenceRadius)],
    ["Latitude", String(poi.lat)],
    ["Longitude", String(poi.lon)],
  ];
  return (
    <MapDialog title="Location Information" onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      {fields.map(([label, value]) => (
        <TextField key={label} label={label} value={value} slotProps={{ input: { readOnly: true } }} fullWidth />
      ))}
      <StreetViewLink poi={poi} />
    </MapDialog>
  );
}

function EditPoiDialog({ poi, poiTypeOptions, contractOptions, onClose, onSave }: PoiDialogProps) {
  const { form, problems, change, check } = useCheckedForm<PoiForm, PoiProblems>(poiFormOf(poi), validatePoiForm);
  const submit = () => {
    if (Object.keys(check()).length > 0) return;
    onSave(form);
  };
  const problem = (field: keyof PoiForm) => problems?.[field];
  return (
    <FormDialog title="Edit POI" maxWidth="xs" submitLabel="Save" onCancel={onClose} onSubmit={submit}>
      <TextField
        label="POI Name"
        value={form.name}
        onChange={(event) => change({ name: event.target.value })}
        required
        error={problem("name") !== undefined}
        helperText={problem("name")}
        autoFocus
        fullWidth
      />
      <TextField
        select
        label="POI Type"
        value={form.poiTypeId}
        onChange={(event) => change({ poiTypeId: event.target.value })}
        required
        error={problem("poiTypeId") !== undefined}
        helperText={problem("poiTypeId")}
        fullWidth
      >
        {poiTypeOptions.map((option) => (
          <MenuItem key={String(option.value)} value={String(option.value)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Contract"
        value={form.contractId}
        onChange={(event) => change({ contractId: event.target.value })}
        fullWidth
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {contractOptions.map((option) => (
          <MenuItem key={String(option.value)} value={String(option.value)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Geofence Radius (m)"
        type="number"
        value={form.geofenceRadius}
        onChange={(event) => change({ geofenceRadius: event.target.value })}
        required
        error={problem("geofenceRadius") !== undefined}
        helperText={problem("geofenceRadius")}
        slotProps={{ htmlInput: { min: GEOFENCE_RADIUS_MIN_METERS, max: GEOFENCE_RADIUS_MAX_METERS, step: 1 } }}
        fullWidth
      />
      <StreetViewLink poi={poi} />
    </FormDialog>
  );
}
