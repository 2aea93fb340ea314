import { zodResolver } from "@hookform/resolvers/zod";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Schedule } from "@storyframe/core";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useSaving } from "../admin/components/EntityFormDialog";
import { applyServerErrors } from "../admin/serverErrors";
import { toast } from "../admin/toasts";
import { useSession } from "../auth/useSession";
import { FormDialog } from "../shell/FormDialog";
import {
  browserTimeZone,
  CRON_PRESETS,
  formatRunTime,
  formOfSchedule,
  inputOfForm,
  isEmailAddress,
  type ScheduleFormValues,
  scheduleFormSchema,
  timeZoneOptions,
} from "./scheduleForm";
import { useScheduleClient } from "./useScheduleClient";
import { useCronPreview, useDeliveryOptions, useStorylineOptions } from "./useScheduleFormData";

interface ScheduleFormDialogProps {
  open: boolean;
  /** The schedule to edit; null to create one. */
  schedule: Schedule | null;
  /** A new schedule's storyline and values, when started from the viewer. */
  start?: { storylineId: string; parametersText: string } | null | undefined;
  onClose(): void;
  onSaved(): void;
}

const FIELDS = ["storylineId", "parametersText", "cron", "timeZone", "recipients", "delivery"] as const;

/**
 * Creates or edits a schedule: the storyline, its fixed parameter values, when (a cron expression with the next
 * three run times shown in the chosen time zone), who receives it (users of the tenant) and how (PDF attached
 * or a link). Server refusals land on their fields.
 */
export function ScheduleFormDialog({ open, schedule, start, onClose, onSaved }: ScheduleFormDialogProps) {
  const client = useScheduleClient();
  const session = useSession();
  const storylines = useStorylineOptions(open);
  const deliveryOptions = useDeliveryOptions(client, open);
  const zones = useMemo(() => timeZoneOptions(), []);
  const form = useForm<ScheduleFormValues>({ resolver: zodResolver(scheduleFormSchema) });
  const { control, handleSubmit, reset, setError, watch, formState } = form;
  const { busy, saving } = useSaving();

  useEffect(() => {
    if (!open) return;
    reset(
      schedule
        ? formOfSchedule(schedule)
        : {
            storylineId: start?.storylineId ?? "",
            parametersText: start?.parametersText ?? "",
            cron: CRON_PRESETS[0]?.cron ?? "",
            timeZone: browserTimeZone(),
            recipients: session?.email ? [session.email] : [],
            delivery: "link",
          },
    );
  }, [open, schedule, start, reset, session?.email]);

  const cron = watch("cron") ?? "";
  const timeZone = watch("timeZone") ?? "";
  const preview = useCronPreview(client, cron, timeZone, open);
  const pdfAvailable = deliveryOptions.data?.pdfAvailable ?? false;

  const submit = handleSubmit((values) =>
    saving(
      async () => {
        const body = inputOfForm(values, schedule?.enabled ?? true);
        if (schedule) await client.update(schedule.id, body);
        else await client.create(body);
        toast.success(schedule ? "The schedule has been saved." : "The schedule has been created.");
        onSaved();
        onClose();
      },
      (error) => applyServerErrors<ScheduleFormValues>(error, FIELDS, setError),
    ),
  );

  const storylineMissing =
    !storylines.isPending && storylines.data !== undefined && !storylines.error
      ? (watch("storylineId") ?? "") !== "" && !storylines.data.some((s) => s.id === watch("storylineId"))
      : false;

  return (
    <FormDialog
      open={open}
      title={schedule ? "Edit schedule" : "Schedule a delivery"}
      submitLabel={schedule ? "Save" : "Create schedule"}
      busy={busy}
      formError={formState.errors.root?.server?.message}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Controller
        name="storylineId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ""}
            select
            label="Storyline"
            required
            disabled={storylines.isPending}
            error={fieldState.error !== undefined || storylineMissing}
            helperText={
              fieldState.error?.message ??
              (storylines.error
                ? "The storylines could not be loaded."
                : storylineMissing
                  ? "You may no longer read this storyline."
                  : "Delivered with your access: only storylines you may read are listed.")
            }
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
          >
            {(storylines.data ?? []).map((storyline) => (
              <MenuItem key={storyline.id} value={storyline.id}>
                {storyline.title}
              </MenuItem>
            ))}
            {storylineMissing ? <MenuItem value={field.value}>{field.value}</MenuItem> : null}
          </TextField>
        )}
      />
      <Controller
        name="parametersText"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ""}
            label="Parameter values"
            multiline
            minRows={2}
            maxRows={8}
            placeholder='{"site": "North pit"}'
            error={fieldState.error !== undefined}
            helperText={
              fieldState.error?.message ?? "Fixed for every delivery, as JSON. Empty: the storyline's own values."
            }
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace", fontSize: 13 } } }}
          />
        )}
      />
      <Box>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <Controller
            name="cron"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ""}
                label="Cron expression"
                required
                sx={{ flex: 1 }}
                error={fieldState.error !== undefined || preview.state === "invalid"}
                helperText={
                  fieldState.error?.message ??
                  (preview.state === "invalid" ? preview.message : "Minute, hour, day, month, weekday")
                }
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace" } } }}
              />
            )}
          />
          <Controller
            name="timeZone"
            control={control}
            render={({ field, fieldState }) => (
              <Autocomplete
                options={zones}
                value={field.value ?? null}
                onChange={(_event, value) => field.onChange(value ?? "")}
                disableClearable
                sx={{ flex: 1 }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label="Time zone"
                    required
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message ?? "The cron expression is read in this time zone."}
                  />
                )}
              />
            )}
          />
        </Stack>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5 }} role="group" aria-label="Common schedules">
          {CRON_PRESETS.map((preset) => (
            <Chip
              key={preset.cron}
              label={preset.label}
              size="small"
              variant={cron.trim() === preset.cron ? "filled" : "outlined"}
              color={cron.trim() === preset.cron ? "primary" : "default"}
              onClick={() => form.setValue("cron", preset.cron, { shouldValidate: true })}
            />
          ))}
        </Box>
        <NextRuns preview={preview} timeZone={timeZone} />
      </Box>
      <Controller
        name="recipients"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            options={[] as string[]}
            value={field.value ?? []}
            onChange={(_event, value) =>
              field.onChange([...new Set(value.map((address) => address.trim()).filter((address) => address !== ""))])
            }
            autoSelect
            renderValue={(addresses, getItemProps) =>
              addresses.map((address, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return (
                  <Chip
                    key={key}
                    {...itemProps}
                    label={address}
                    size="small"
                    color={isEmailAddress(address) ? "default" : "error"}
                    variant={isEmailAddress(address) ? "filled" : "outlined"}
                  />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Recipients"
                required
                placeholder={(field.value ?? []).length === 0 ? "name@example.com" : ""}
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message ??
                  "Users of this tenant who may read the storyline. Press Enter after each."
                }
              />
            )}
          />
        )}
      />
      <Controller
        name="delivery"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl error={fieldState.error !== undefined}>
            <FormLabel id="schedule-delivery-label">Delivery</FormLabel>
            <RadioGroup {...field} value={field.value ?? "link"} row aria-labelledby="schedule-delivery-label">
              <FormControlLabel value="link" control={<Radio />} label="Link to the storyline" />
              <FormControlLabel
                value="pdf"
                control={<Radio />}
                label="PDF attached"
                disabled={!pdfAvailable && field.value !== "pdf"}
              />
            </RadioGroup>
            <FormHelperText>
              {fieldState.error?.message ??
                (pdfAvailable || deliveryOptions.isPending
                  ? "A link opens the storyline with these values; a PDF carries every frame."
                  : "PDF delivery needs a Chromium on the server; ask your administrator.")}
            </FormHelperText>
          </FormControl>
        )}
      />
    </FormDialog>
  );
}

/** The next three run times, in the chosen time zone; a spinner while they are worked out. */
function NextRuns({ preview, timeZone }: { preview: ReturnType<typeof useCronPreview>; timeZone: string }) {
  return (
    <Box
      aria-live="polite"
      data-testid="schedule-next-runs"
      sx={{ mt: 2, px: 2, py: 1.5, borderRadius: 1, bgcolor: "action.hover", minHeight: 56 }}
    >
      <Typography variant="caption" sx={{ color: "text.secondary", fontWeight: 600, letterSpacing: "0.04em" }}>
        NEXT RUNS
      </Typography>
      {preview.state === "loading" ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mt: 0.5 }}>
          <CircularProgress size={14} aria-hidden="true" />
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            Working out the next runs…
          </Typography>
        </Box>
      ) : preview.state === "ready" ? (
        <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {preview.runs.map((run) => (
            <Typography component="li" variant="body2" key={run}>
              {formatRunTime(run, timeZone)}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
          {preview.state === "invalid" ? "Correct the expression to see when it runs." : "Enter when to send it."}
        </Typography>
      )}
    </Box>
  );
}
