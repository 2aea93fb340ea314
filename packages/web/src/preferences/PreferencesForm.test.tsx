import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/apiError";
import { renderWithTheme } from "../test/renderWithTheme";
import { PreferencesForm } from "./PreferencesForm";

describe("PreferencesForm", () => {
  it("offers the three styles with their labels and the 14 voices", async () => {
    renderWithTheme(
      <PreferencesForm
        defaultValues={{ slideTransitionAnimationStyle: "slide", voiceName: "en-GB-Wavenet-A" }}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByRole("radio", { name: /No Animations/ })).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Slide In\/Out/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("radio", { name: /Page Turn/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("combobox", { name: /Narration Voice/ }));
    expect(within(screen.getByRole("listbox")).getAllByRole("option")).toHaveLength(14);
  });

  it("requires both fields, with the spec's messages", async () => {
    const onSave = vi.fn();
    renderWithTheme(
      <PreferencesForm defaultValues={{ slideTransitionAnimationStyle: "", voiceName: "" }} onSave={onSave} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Please select a slide transition animation style.")).toBeTruthy();
    expect(screen.getByText("Please select a Narration Voice.")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves the chosen style and voice with the voice's language", async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithTheme(
      <PreferencesForm
        defaultValues={{ slideTransitionAnimationStyle: "slide", voiceName: "en-GB-Wavenet-A" }}
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByRole("radio", { name: /Page Turn/ }));
    await userEvent.click(screen.getByRole("combobox", { name: /Narration Voice/ }));
    await userEvent.click(screen.getByRole("option", { name: "Australian English, Male 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(onSave).toHaveBeenCalledWith({
      slideTransitionAnimationStyle: "flip",
      voice: { languageCode: "en-AU", name: "en-AU-Wavenet-B" },
    });
  });

  it("shows the server's 400 field errors on the fields, and general ones above the form", async () => {
    const onSave = vi.fn().mockRejectedValue(
      new ApiError({
        status: 400,
        body: {
          message: "Bad Request",
          errors: { "voice.name": ["Please select a Narration Voice."], non_field_errors: ["Try again later."] },
        },
      }),
    );
    renderWithTheme(
      <PreferencesForm
        defaultValues={{ slideTransitionAnimationStyle: "none", voiceName: "en-US-Wavenet-C" }}
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Please select a Narration Voice.")).toBeTruthy();
    expect(screen.getByText("Try again later.")).toBeTruthy();
  });
});
