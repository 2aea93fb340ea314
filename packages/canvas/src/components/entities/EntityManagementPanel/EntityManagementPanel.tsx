import AddCircleOutlineIcon from "@mui/icons-material/AddCircleOutlineOutlined";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import DriveFileRenameOutlineIcon from "@mui/icons-material/DriveFileRenameOutline";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import LayersClearIcon from "@mui/icons-material/LayersClear";
import LinkOffIcon from "@mui/icons-material/LinkOff";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Collapse from "@mui/material/Collapse";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Portal from "@mui/material/Portal";
import Snackbar from "@mui/material/Snackbar";
import TextField from "@mui/material/TextField";
import { type ReactElement, useId, useState } from "react";
import { useCanvasRuntime, useDataSource } from "../../../runtime/CanvasRuntimeContext";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import ConfirmationDialog from "../../overlays/ConfirmationDialog/ConfirmationDialog";
import { valueKey } from "../../selection/shared/optionValue";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { newRequestId } from "../shared/requestId";
import type { EntityManagementPanelProps } from "./EntityManagementPanel.meta";
import { EntityOperationDialog } from "./EntityOperationDialog";
import {
  availableTypes,
  type ConfirmedPayload,
  capitalise,
  defaultOperations,
  type EntityOperationName,
  type EntityOption,
  type EntityPayload,
  eligibleOptions,
  needsConfirmation,
} from "./entityOperations";
import { confirmationCopy, doneCopy, operationCopy } from "./operationCopy";
import { useEntitySelection } from "./useEntitySelection";
import { useOperationOutcome } from "./useOperationOutcome";

const operationIcons: Readonly<Record<EntityOperationName, ReactElement>> = {
  create: <AddCircleOutlineIcon />,
  clone: <ContentCopyIcon />,
  rename: <DriveFileRenameOutlineIcon />,
  clear: <LayersClearIcon />,
  remove: <DeleteOutlineIcon />,
  commit: <TaskAltIcon />,
  unlink: <LinkOffIcon />,
};

/** Which dialog is open: at most one, the operation's form or its second confirmation. */
type Step = { kind: "form"; operation: EntityOperationName } | { kind: "confirm"; payload: ConfirmedPayload } | null;

const noDataSource = { data: undefined, inFlight: 0, error: null } as const;

/**
 * Picks an entity (scenario, case…) and passes operations on it to the storyline: each payload is written to
 * the operation parameter with a request id, then the parameter changes are applied so the data source that
 * stores the entities runs it and answers the new list.
 */
export default function EntityManagementPanel(props: EntityManagementPanelProps) {
  const { entity, options, parameter, operationParameter, enableLinked, enableWorkInProgress } = props;
  const runtime = useCanvasRuntime();
  const callbackApi = useCallbackApi();
  const [selectedValue, setSelectedValue] = useBoundParameter<string | number | null>(parameter, null);
  const selection = useEntitySelection(options, selectedValue, setSelectedValue);
  const [expanded, setExpanded] = useState(props.isExpanded);
  const [step, setStep] = useState<Step>(null);
  const dataSourceView = useDataSource(props.dataSource ?? "");
  const dataSource = props.dataSource === undefined ? noDataSource : dataSourceView;
  const outcome = useOperationOutcome(dataSource);
  const id = useId();

  const settings = { enableLinked, enableWorkInProgress };
  const operations = props.operations ?? defaultOperations(settings);
  const types = availableTypes(settings);
  const Entity = capitalise(entity);
  const selected = options.find((option) => option.value === selectedValue) ?? null;
  const noneLabel = options.length === 0 ? `No ${entity} yet` : `No ${entity} selected`;

  const passOn = (payload: EntityPayload) => {
    setStep(null);
    const message = { ...payload, request_id: newRequestId() };
    // Only the data source that runs the operation can confirm it; without one there is nothing to wait for.
    if (props.dataSource !== undefined) outcome.expect(doneCopy(payload, entity));
    runtime.setParameter(operationParameter, message);
    runtime.applyParameterChanges();
    if (payload.operation === "create" || payload.operation === "clone") selection.selectWhenListed(payload.name);
    callSafely(props.onOperation, "EntityManagementPanel onOperation", message, callbackApi());
  };
  const submit = (payload: EntityPayload) =>
    needsConfirmation(payload) ? setStep({ kind: "confirm", payload }) : passOn(payload);

  return (
    <Paper variant="outlined" className="sf-entity-panel" sx={{ position: "relative", overflow: "hidden" }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, p: 2 }}>
        <TextField
          select
          size="small"
          label={Entity}
          value={selected ? valueKey(selected.value) : ""}
          onChange={(event) => {
            const picked = options.find((option) => valueKey(option.value) === event.target.value);
            setSelectedValue(picked?.value ?? null);
          }}
          sx={{ flex: "1 1 180px", minWidth: 180, maxWidth: 420 }}
          slotProps={{
            select: {
              displayEmpty: true,
              renderValue: () =>
                selected?.label ?? (
                  <Box component="span" sx={{ color: "text.secondary" }}>
                    {noneLabel}
                  </Box>
                ),
            },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value="">
            <Box component="em" sx={{ color: "text.secondary" }}>
              {noneLabel}
            </Box>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={valueKey(option.value)} value={valueKey(option.value)}>
              <OptionLabel option={option} />
            </MenuItem>
          ))}
        </TextField>
        {selected?.type ? <Chip size="small" variant="outlined" label={selected.type} /> : null}
        <Button
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={`${id}-operations`}
          endIcon={
            <ExpandMoreIcon sx={{ transition: "transform 150ms", transform: expanded ? "rotate(180deg)" : "none" }} />
          }
          sx={{ ml: "auto" }}
        >
          {Entity} operations
        </Button>
      </Box>
      <Collapse in={expanded}>
        <Box
          id={`${id}-operations`}
          role="group"
          aria-label={`${Entity} operations`}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, px: 2, pb: 2, pt: 0 }}
        >
          {operations.map((operation) => {
            const unavailable = operation !== "create" && eligibleOptions(operation, options).length === 0;
            return (
              <Button
                key={operation}
                variant="outlined"
                size="small"
                startIcon={operationIcons[operation]}
                color={operation === "remove" ? "error" : "primary"}
                disabled={unavailable}
                aria-haspopup="dialog"
                onClick={() => setStep({ kind: "form", operation })}
              >
                {operationCopy(operation, entity).submit}
              </Button>
            );
          })}
        </Box>
      </Collapse>
      {dataSource.error ? (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          The {entity} list could not be loaded: {dataSource.error}
        </Alert>
      ) : null}
      {dataSource.inFlight > 0 ? (
        <LinearProgress
          aria-label={`Updating the ${entity} list`}
          sx={{ position: "absolute", left: 0, right: 0, bottom: 0 }}
        />
      ) : null}
      {step?.kind === "form" ? (
        <EntityOperationDialog
          operation={step.operation}
          entity={entity}
          options={options}
          types={types}
          selected={selected}
          onCancel={() => setStep(null)}
          onSubmit={submit}
        />
      ) : null}
      {step?.kind === "confirm" ? (
        <ConfirmationDialog
          open
          {...confirmationProps(step.payload, entity)}
          cancelLabel="Cancel"
          confirmLabel="Confirm"
          onConfirm={() => passOn(step.payload)}
          onCancel={() => setStep(null)}
        />
      ) : null}
      {/* In the page's body: a frame's slide animation may leave a transform that would pin the message to the frame. */}
      <Portal>
        <Snackbar
          open={outcome.done !== null}
          autoHideDuration={5000}
          onClose={(_event, reason) => {
            if (reason !== "clickaway") outcome.dismiss();
          }}
          anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        >
          <Alert severity="success" variant="filled" onClose={outcome.dismiss} sx={{ width: "100%" }}>
            {outcome.done}
          </Alert>
        </Snackbar>
      </Portal>
    </Paper>
  );
}

function confirmationProps(payload: ConfirmedPayload, entity: string) {
  const copy = confirmationCopy(payload.operation, entity, payload.entity_label);
  return { title: copy.title, message: copy.message, confirmColor: copy.destructive ? "error" : "primary" } as const;
}

function OptionLabel({ option }: { option: EntityOption }) {
  if (!option.type) return <>{option.label}</>;
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, width: "100%" }}>
      <span>{option.label}</span>
      <Box component="span" sx={{ color: "text.secondary", fontSize: "0.8125rem" }}>
        {option.type}
      </Box>
    </Box>
  );
}
