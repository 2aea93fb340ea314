import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import TextField from "./TextField";
import { textFieldPropsSchema } from "./TextField.meta";

const props = (input: Record<string, unknown>) => textFieldPropsSchema.parse(input);

describe("TextField", () => {
  it("changes only its text while typing and commits on blur, calling onChange(new, old)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <TextField {...props({ label: "Scenario name", parameter: "scenario", onChange })} />,
      { parameters: { scenario: "Base" } },
    );
    const field = screen.getByRole("textbox", { name: "Scenario name" });
    expect((field as HTMLInputElement).value).toBe("Base");
    await user.type(field, " case");
    expect((field as HTMLInputElement).value).toBe("Base case");
    expect(runtime.getSnapshot().parameters.scenario).toBe("Base");
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(runtime.getSnapshot().parameters.scenario).toBe("Base case");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("Base case", "Base", expect.anything());
  });

  it("commits on Enter, and not again on blur when nothing changed", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(<TextField {...props({ label: "Site", parameter: "site", onChange })} />);
    await user.type(screen.getByRole("textbox", { name: "Site" }), "North pit{Enter}");
    expect(runtime.getSnapshot().parameters.site).toBe("North pit");
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith("North pit", null, expect.anything());
  });

  it("commits at once on input the browser makes itself (autofill)", () => {
    const { runtime } = renderInCanvas(<TextField {...props({ label: "Email", type: "email", parameter: "email" })} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: "ana@fleet.io" } });
    expect(runtime.getSnapshot().parameters.email).toBe("ana@fleet.io");
  });

  it("stores separated text as a trimmed list without empty items, and shows a list joined", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <TextField {...props({ label: "Recipients", parameter: "recipients", separator: ";" })} />,
      { parameters: { recipients: ["ana@fleet.io", "ben@fleet.io"] } },
    );
    const field = screen.getByRole("textbox", { name: "Recipients" }) as HTMLInputElement;
    expect(field.value).toBe("ana@fleet.io;ben@fleet.io");
    await user.clear(field);
    await user.type(field, " cara@fleet.io ;; dan@fleet.io ; ");
    await user.tab();
    expect(runtime.getSnapshot().parameters.recipients).toEqual(["cara@fleet.io", "dan@fleet.io"]);
    expect(field.value).toBe(" cara@fleet.io ;; dan@fleet.io ; ");
  });

  it("keeps the spaces of the items when trim is off", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <TextField {...props({ label: "Codes", parameter: "codes", separator: ",", trim: false })} />,
    );
    await user.type(screen.getByRole("textbox", { name: "Codes" }), "A1, B2,{Enter}");
    expect(runtime.getSnapshot().parameters.codes).toEqual(["A1", " B2"]);
  });

  it("shows the character limit error and the counter above the limit", async () => {
    const user = userEvent.setup();
    renderInCanvas(<TextField {...props({ label: "Code", characterLimit: 10 })} />);
    const field = screen.getByRole("textbox", { name: "Code" });
    await user.type(field, "1234567890");
    expect(screen.getByText("10/10")).toBeTruthy();
    expect(screen.queryByText("Character limit of 10 exceeded.")).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBe("false");
    await user.type(field, "12");
    expect(screen.getByText("12/10")).toBeTruthy();
    expect(screen.getByText("Character limit of 10 exceeded.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows external error and helper text", () => {
    renderInCanvas(<TextField {...props({ label: "Name", error: true, helperText: "This name is taken." })} />);
    const field = screen.getByRole("textbox", { name: "Name" });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("This name is taken.")).toBeTruthy();
  });

  it("stores a number for a number field", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <TextField {...props({ label: "Payload (t)", type: "number", parameter: "t" })} />,
    );
    const field = screen.getByRole("spinbutton", { name: "Payload (t)" });
    await user.type(field, "220.5");
    await user.tab();
    expect(runtime.getSnapshot().parameters.t).toBe(220.5);
  });

  it("shows and stores a separated list of numbers, which a number input could not hold", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <TextField {...props({ label: "Bays", type: "number", separator: ",", parameter: "bays" })} />,
      { parameters: { bays: [1, 3] } },
    );
    const field = screen.getByRole("textbox", { name: "Bays" }) as HTMLInputElement;
    expect(field.value).toBe("1,3");
    await user.type(field, ", 7");
    await user.tab();
    expect(runtime.getSnapshot().parameters.bays).toEqual([1, 3, 7]);
  });

  it("follows a parameter changed elsewhere", () => {
    const { runtime } = renderInCanvas(<TextField {...props({ label: "Site", parameter: "site" })} />, {
      parameters: { site: "North" },
    });
    act(() => runtime.setParameter("site", "South"));
    expect((screen.getByRole("textbox", { name: "Site" }) as HTMLInputElement).value).toBe("South");
  });

  it("hands onChange the canvas api, so a template can set other parameters", async () => {
    const user = userEvent.setup();
    const onChange = (next: unknown, _old: unknown, api: unknown) =>
      (api as { setParameter: (name: string, value: unknown) => void }).setParameter("lastEdited", next);
    const { runtime } = renderInCanvas(<TextField {...props({ label: "Site", parameter: "site", onChange })} />);
    await user.type(screen.getByRole("textbox", { name: "Site" }), "West{Enter}");
    expect(runtime.getSnapshot().parameters.lastEdited).toBe("West");
  });

  it("logs a throwing onChange instead of failing", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onChange = () => {
      throw new Error("boom");
    };
    const { runtime } = renderInCanvas(<TextField {...props({ label: "Site", parameter: "site", onChange })} />);
    await user.type(screen.getByRole("textbox", { name: "Site" }), "East{Enter}");
    expect(runtime.getSnapshot().parameters.site).toBe("East");
    expect(errors).toHaveBeenCalledWith("onChange failed", expect.any(Error));
    errors.mockRestore();
  });

  it("takes Enter as a new line when multi-line, and commits on Ctrl+Enter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <TextField {...props({ label: "Notes", parameter: "notes", multiline: true })} />,
    );
    const field = screen.getByRole("textbox", { name: "Notes" });
    await user.type(field, "Line one{Enter}Line two");
    expect(runtime.getSnapshot().parameters.notes).toBeUndefined();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(runtime.getSnapshot().parameters.notes).toBe("Line one\nLine two");
  });
});
