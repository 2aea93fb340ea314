import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CanvasCallbackApi } from "../../../runtime/CanvasContext";
import { renderInCanvas } from "../../../test/renderInCanvas";
import DetailedErrorAlert from "./DetailedErrorAlert";
import { detailedErrorAlertPropsSchema } from "./DetailedErrorAlert.meta";

const props = (input: Record<string, unknown>) => detailedErrorAlertPropsSchema.parse(input);
const details = () => document.querySelector(".sf-error-details");

afterEach(() => {
  vi.useRealTimers();
});

describe("DetailedErrorAlert", () => {
  it("shows the message with its details collapsed behind 'Show more'", () => {
    renderInCanvas(<DetailedErrorAlert {...props({ message: "Import failed.", details: "**Row 12** is bad" })} />);
    expect(screen.getByRole("alert").textContent).toContain("Import failed.");
    const toggle = screen.getByRole("button", { name: "Show more" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(details()).toBeNull();
  });

  it("expands the details as markdown, then collapses them with 'Show less'", async () => {
    const user = userEvent.setup();
    renderInCanvas(
      <DetailedErrorAlert
        {...props({ message: "Import failed.", details: "### Rejected rows\n\n- **Row 212**: bad latitude" })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Show more" }));
    const toggle = screen.getByRole("button", { name: "Show less" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("heading", { level: 3, name: "Rejected rows" })).toBeTruthy();
    expect(screen.getByText("Row 212").tagName).toBe("STRONG");
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.contains(details())).toBe(true);

    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Show more" }).getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(details()).toBeNull());
  });

  it("shows the message as the details when there are none", async () => {
    const user = userEvent.setup();
    renderInCanvas(<DetailedErrorAlert {...props({ message: "The feed did not respond." })} />);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(details()?.textContent).toBe("The feed did not respond.");
  });

  it("renders details holding an HTML tag as sanitised HTML", async () => {
    const user = userEvent.setup();
    renderInCanvas(
      <DetailedErrorAlert
        {...props({
          message: "Feed failed.",
          details: '<p onclick="steal()">Answered <code>503</code></p><script>window.hacked = true</script>',
        })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Show more" }));
    const shown = details();
    expect(shown?.classList.contains("sf-error-details-html")).toBe(true);
    expect(shown?.querySelector("code")?.textContent).toBe("503");
    expect(shown?.querySelector("script")).toBeNull();
    expect(shown?.querySelector("[onclick]")).toBeNull();
  });

  it("does not render raw HTML from markdown details without a tag", async () => {
    const user = userEvent.setup();
    renderInCanvas(<DetailedErrorAlert {...props({ message: "x", details: "[log](javascript:alert(1))" })} />);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    const link = details()?.querySelector("a");
    expect(link?.textContent).toBe("log");
    expect(link?.getAttribute("href") ?? "").not.toContain("javascript");
  });

  it("collapses the details again after autoCollapseMs", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderInCanvas(<DetailedErrorAlert {...props({ message: "x", details: "more", autoCollapseMs: 5000 })} />);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByRole("button", { name: "Show less" })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole("button", { name: "Show more" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("is dismissed by its close button, which calls onClose with the canvas api", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn((api: CanvasCallbackApi) => api.setParameter("importError", null));
    const { runtime } = renderInCanvas(<DetailedErrorAlert {...props({ message: "Import failed.", onClose })} />, {
      parameters: { importError: { message: "Import failed." } },
    });
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(runtime.getSnapshot().parameters.importError).toBeNull();
  });

  it("needs a message", () => {
    expect(detailedErrorAlertPropsSchema.safeParse({}).success).toBe(false);
    expect(detailedErrorAlertPropsSchema.safeParse({ message: "" }).error?.issues[0]?.message).toBe(
      "Give the message of the error.",
    );
  });
});
