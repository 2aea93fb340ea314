import { zodResolver } from "@hookform/resolvers/zod";
import AutoStoriesOutlinedIcon from "@mui/icons-material/AutoStoriesOutlined";
import BlockIcon from "@mui/icons-material/Block";
import SwipeRightAltIcon from "@mui/icons-material/SwipeRightAlt";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { alpha } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  narrationVoices,
  type SlideTransitionAnimationStyle,
  slideTransitionAnimationStyleLabels,
  slideTransitionAnimationStyles,
  type UserPreferences,
} from "@storyframe/core";
import type { ReactElement } from "react";
import { Controller, useForm } from "react-hook-form";
import { ApiError } from "../api/apiError";
import {
  fieldOfServerError,
  type PreferencesFormOutput,
  type PreferencesFormValues,
  preferencesFormSchema,
  toPreferences,
} from "./preferencesForm";

const styleLook: Record<SlideTransitionAnimationStyle, { icon: ReactElement; hint: string }> = {
  none: { icon: <BlockIcon />, hint: "Frames change at once." },
  slide: { icon: <SwipeRightAltIcon />, hint: "Frames slide in the direction you move." },
  flip: { icon: <AutoStoriesOutlinedIcon />, hint: "Frames turn like the pages of a book." },
};

// British voices first: the default language is en-GB.
const languages = [{ code: "en-GB" }, { code: "en-US" }, { code: "en-AU" }] as const;

interface PreferencesFormProps {
  defaultValues: PreferencesFormValues;
  /** Saves; rejects with an ApiError whose 400 body names the fields at fault. */
  onSave: (preferences: UserPreferences) => Promise<void>;
}

/** The slide transition style and the narration voice, both required. */
export function PreferencesForm({ defaultValues, onSave }: PreferencesFormProps) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PreferencesFormValues, unknown, PreferencesFormOutput>({
    defaultValues,
    resolver: zodResolver(preferencesFormSchema),
  });

  const submit = handleSubmit(async (values) => {
    const preferences = toPreferences(values);
    try {
      await onSave(preferences);
      reset({
        slideTransitionAnimationStyle: preferences.slideTransitionAnimationStyle,
        voiceName: preferences.voice.name,
      });
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.status === 400 ? fieldErrorsOf(error.body) : null;
      if (!fieldErrors) throw error;
      for (const [key, fieldMessages] of Object.entries(fieldErrors)) {
        setError(fieldOfServerError(key), { type: "server", message: fieldMessages.join(" ") });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event).catch(() => undefined)}>
      {errors.root ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errors.root.message}
        </Alert>
      ) : null}
      <Controller
        name="slideTransitionAnimationStyle"
        control={control}
        render={({ field }) => (
          <FormControl error={Boolean(errors.slideTransitionAnimationStyle)} fullWidth required>
            <FormLabel id="slide-style-label" sx={{ fontWeight: 600, color: "text.primary", mb: 0.5 }}>
              Slide transition animation style
            </FormLabel>
            <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
              How the storyline viewer moves from one frame to the next.
            </Typography>
            <RadioGroup
              aria-labelledby="slide-style-label"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" }, gap: 1.5 }}
            >
              {slideTransitionAnimationStyles.map((style) => {
                const checked = field.value === style;
                return (
                  <Box
                    key={style}
                    component="label"
                    sx={(theme) => ({
                      display: "flex",
                      flexDirection: "column",
                      gap: 0.75,
                      p: 2,
                      border: 1.5,
                      borderRadius: 2,
                      cursor: "pointer",
                      borderColor: checked ? "primary.main" : "divider",
                      bgcolor: checked ? alpha(theme.palette.primary.main, 0.05) : "background.paper",
                      transition: "border-color 120ms, background-color 120ms",
                      "&:hover": { borderColor: checked ? "primary.main" : "text.disabled" },
                      "&:focus-within": { boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.25)}` },
                    })}
                  >
                    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
                      <Box
                        sx={{ color: checked ? "primary.main" : "text.secondary", display: "flex" }}
                        aria-hidden="true"
                      >
                        {styleLook[style].icon}
                      </Box>
                      <Radio value={style} size="small" sx={{ p: 0 }} />
                    </Box>
                    <Typography sx={{ fontWeight: 600 }}>{slideTransitionAnimationStyleLabels[style]}</Typography>
                    <Typography variant="body2" sx={{ color: "text.secondary" }}>
                      {styleLook[style].hint}
                    </Typography>
                  </Box>
                );
              })}
            </RadioGroup>
            {errors.slideTransitionAnimationStyle ? (
              <FormHelperText sx={{ mx: 0, mt: 1 }}>{errors.slideTransitionAnimationStyle.message}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
      <Box sx={{ mt: 4 }}>
        <Typography component="div" sx={{ fontWeight: 600, mb: 0.5 }} id="voice-heading">
          Narration
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          The voice that reads commentary aloud.
        </Typography>
        <Controller
          name="voiceName"
          control={control}
          render={({ field }) => (
            <TextField
              select
              required
              fullWidth
              label="Narration Voice"
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.voiceName)}
              helperText={errors.voiceName?.message ?? " "}
              sx={{ maxWidth: 420 }}
            >
              {/* Each label names its language; no group headings, which the list would announce as options. */}
              {languages.flatMap((language) =>
                narrationVoices
                  .filter((voice) => voice.languageCode === language.code)
                  .map((voice) => (
                    <MenuItem key={voice.name} value={voice.name}>
                      {voice.label}
                    </MenuItem>
                  )),
              )}
            </TextField>
          )}
        />
      </Box>
      <Box sx={{ display: "flex", gap: 1.5, mt: 3, pt: 3, borderTop: 1, borderColor: "divider" }}>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}
        >
          Save Preferences
        </Button>
        <Button variant="text" disabled={!isDirty || isSubmitting} onClick={() => reset()}>
          Discard Changes
        </Button>
      </Box>
    </Box>
  );
}

function fieldErrorsOf(body: unknown): Record<string, string[]> | null {
  if (typeof body !== "object" || body === null) return null;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== "object" || errors === null) return null;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((message) => typeof message === "string"),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
