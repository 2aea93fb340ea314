import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import PhoneInput from "./PhoneInput";
import { phoneInputPropsSchema } from "./PhoneInput.meta";

const props = (input: Record<string, unknown>) => phoneInputPropsSchema.parse(input);
const numberField = () => screen.getByRole("textbox", { name: "Phone number" }) as HTMLInputElement;

describe("PhoneInput", () => {
  it("starts with South Africa and shows a stored number in its national form", () => {
    renderInCanvas(<PhoneInput {...props({ parameter: "phone" })} />, { parameters: { phone: "+27821234567" } });
    expect(screen.getByRole("combobox", { name: /Country/ }).textContent).toContain("+27");
    expect(numberField().value).toBe("082 123 4567");
    expect(screen.getByRole("group", { name: "Phone number" })).toBeTruthy();
  });

  it("checks the number on blur, not while typing, and stores it in E.164 form", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<PhoneInput {...props({ parameter: "phone", errorParameter: "phoneError" })} />);
    await user.type(numberField(), "0821234567");
    expect(runtime.getSnapshot().parameters.phone).toBeUndefined();
    await user.tab();
    expect(runtime.getSnapshot().parameters).toMatchObject({ phone: "+27821234567", phoneError: null });
    expect(numberField().value).toBe("082 123 4567");
    expect(numberField().getAttribute("aria-invalid")).toBe("false");
  });

  it("shows 'Invalid phone number.' for an invalid number only after leaving the field", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <PhoneInput {...props({ parameter: "phone", errorParameter: "phoneError" })} />,
      {
        parameters: { phone: "+27821234567" },
      },
    );
    await user.clear(numberField());
    await user.type(numberField(), "082 12");
    expect(screen.queryByText("Invalid phone number.")).toBeNull();
    await user.tab();
    expect(screen.getByText("Invalid phone number.")).toBeTruthy();
    expect(numberField().getAttribute("aria-invalid")).toBe("true");
    expect(runtime.getSnapshot().parameters).toMatchObject({ phone: null, phoneError: "Invalid phone number." });
    expect(numberField().value).toBe("082 12");
  });

  it("uses the author's invalid message", async () => {
    const user = userEvent.setup();
    renderInCanvas(<PhoneInput {...props({ invalidMessage: "Check the number." })} />);
    await user.type(numberField(), "12");
    await user.tab();
    expect(screen.getByText("Check the number.")).toBeTruthy();
  });

  it("checks again when the country changes", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<PhoneInput {...props({ parameter: "phone", errorParameter: "phoneError" })} />);
    await user.type(numberField(), "020 7946 0958");
    await user.tab();
    expect(runtime.getSnapshot().parameters.phoneError).toBe("Invalid phone number.");
    await user.click(screen.getByRole("combobox", { name: /Country/ }));
    // Found by its text: computing the accessible names of some 240 options is slow in jsdom.
    const unitedKingdom = screen.getByText("United Kingdom").closest("li");
    expect(unitedKingdom?.getAttribute("role")).toBe("option");
    if (unitedKingdom) await user.click(unitedKingdom);
    expect(runtime.getSnapshot().parameters).toMatchObject({ phone: "+442079460958", phoneError: null });
    expect(screen.queryByText("Invalid phone number.")).toBeNull();
    expect(screen.getByRole("combobox", { name: /Country/ }).textContent).toContain("+44");
  });

  it("starts with the author's default country", () => {
    renderInCanvas(<PhoneInput {...props({ defaultCountry: "gb" })} />);
    expect(screen.getByRole("combobox", { name: /Country/ }).textContent).toContain("+44");
  });

  it("lets onChange returning false reject a change", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn((text: unknown) => /^[\d ]*$/.test(String(text)));
    renderInCanvas(<PhoneInput {...props({ onChange })} />);
    await user.type(numberField(), "08a2");
    expect(numberField().value).toBe("082");
    expect(onChange).toHaveBeenCalledWith("08a", "ZA", expect.anything());
  });

  it("lets onBlur returning false skip the check", async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn(() => false);
    const { runtime } = renderInCanvas(<PhoneInput {...props({ parameter: "phone", onBlur })} />);
    await user.type(numberField(), "12");
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith("12", "ZA", expect.anything());
    expect(screen.queryByText("Invalid phone number.")).toBeNull();
    expect(runtime.getSnapshot().parameters.phone).toBeUndefined();
  });

  it("follows a number set elsewhere", () => {
    const { runtime } = renderInCanvas(<PhoneInput {...props({ parameter: "phone" })} />);
    act(() => runtime.setParameter("phone", "+442079460958"));
    expect(numberField().value).toBe("020 7946 0958");
    expect(screen.getByRole("combobox", { name: /Country/ }).textContent).toContain("+44");
  });
});
