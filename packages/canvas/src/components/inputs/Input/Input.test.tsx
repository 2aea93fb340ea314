import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Input from "./Input";
import { inputPropsSchema } from "./Input.meta";

const props = (input: Record<string, unknown>) => inputPropsSchema.parse(input);

describe("Input", () => {
  it("is named by its label and shows its prefix and suffix", () => {
    renderInCanvas(<Input {...props({ label: "Diesel price", prefix: "R", suffix: "/ l", type: "number" })} />);
    const field = screen.getByRole("spinbutton", { name: "Diesel price" });
    expect(field.closest(".MuiOutlinedInput-root")?.textContent).toContain("R");
    expect(screen.getByText("/ l")).toBeTruthy();
  });

  it("commits on blur and calls onChange(new, old); a number field stores a number", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <Input {...props({ label: "Payload", type: "number", parameter: "payload", onChange })} />,
      { parameters: { payload: 220 } },
    );
    const field = screen.getByRole("spinbutton", { name: "Payload" }) as HTMLInputElement;
    expect(field.value).toBe("220");
    await user.clear(field);
    await user.type(field, "240");
    expect(runtime.getSnapshot().parameters.payload).toBe(220);
    await user.tab();
    expect(runtime.getSnapshot().parameters.payload).toBe(240);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(240, 220, expect.anything());
  });

  it("commits on Enter and on autofill", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<Input {...props({ placeholder: "Shift pattern", parameter: "shift" })} />);
    const field = screen.getByRole("textbox", { name: "Shift pattern" });
    await user.type(field, "4x4{Enter}");
    expect(runtime.getSnapshot().parameters.shift).toBe("4x4");
    fireEvent.change(field, { target: { value: "5x2" } });
    expect(runtime.getSnapshot().parameters.shift).toBe("5x2");
  });

  it("shows an external error", () => {
    renderInCanvas(<Input {...props({ label: "Code", error: true })} />);
    expect(screen.getByRole("textbox", { name: "Code" }).getAttribute("aria-invalid")).toBe("true");
  });
});
