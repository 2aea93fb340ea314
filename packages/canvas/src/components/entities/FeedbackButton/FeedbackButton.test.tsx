import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import type { CanvasUser } from "../../../runtime/canvasRuntime";
import { createMemoryRuntime } from "../../../runtime/memoryRuntime";
import { clickDialogBackdrop } from "../../../test/clickDialogBackdrop";
import FeedbackButton from "./FeedbackButton";
import { feedbackButtonPropsSchema } from "./FeedbackButton.meta";

function renderButton(input: Record<string, unknown>, user: CanvasUser | null = { name: "Vera Viewer" }) {
  const runtime = createMemoryRuntime({}, "test", user);
  const apply = vi.spyOn(runtime, "applyParameterChanges");
  render(
    <CanvasRuntimeProvider runtime={runtime}>
      <FeedbackButton {...feedbackButtonPropsSchema.parse(input)} />
    </CanvasRuntimeProvider>,
  );
  return {
    runtime,
    apply,
    user: userEvent.setup(),
    payload: () => runtime.getSnapshot().parameters.scavenger_feedback_payload,
  };
}

const row = { transaction_no: "L-018377", has_feedback: false, tonnes: 149.9 };

describe("FeedbackButton", () => {
  it("shows an outlined icon without feedback and a filled one with feedback", () => {
    renderButton({ row });
    const button = screen.getByRole("button", { name: "Give feedback on transaction L-018377" });
    expect(button.querySelector('[data-testid="FeedbackOutlinedIcon"]')).not.toBeNull();
    renderButton({ row: { ...row, transaction_no: "L-018204", has_feedback: true } });
    const given = screen.getByRole("button", { name: "Feedback given on transaction L-018204; give more feedback" });
    expect(given.querySelector('[data-testid="FeedbackIcon"]')).not.toBeNull();
  });

  it("opens the Transaction Feedback dialog with its questions, the checkbox off", async () => {
    const { user } = renderButton({ row });
    await user.click(screen.getByRole("button", { name: "Give feedback on transaction L-018377" }));
    const dialog = await screen.findByRole("dialog", { name: "Transaction Feedback" });
    expect(within(dialog).getByText(/Transaction L-018377/)).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "What is preventing the benefit from being realised?" })).toBe(
      document.activeElement,
    );
    expect(within(dialog).getByRole("textbox", { name: "What changes are required to realise it?" })).toBeTruthy();
    expect(
      (within(dialog).getByRole("checkbox", { name: "The benefit will be realised in future" }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it("refuses an empty submit with 'Please answer at least one question.' and passes nothing on", async () => {
    const { user, payload, apply } = renderButton({ row });
    await user.click(screen.getByRole("button", { name: /Give feedback/ }));
    const dialog = await screen.findByRole("dialog", { name: "Transaction Feedback" });
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please answer at least one question.");
    expect(payload()).toBeUndefined();
    expect(apply).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("checkbox", { name: "The benefit will be realised in future" }));
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("submits: sets scavenger_feedback_payload, applies the changes, closes and thanks the user", async () => {
    const { user, payload, apply } = renderButton({ row });
    await user.click(screen.getByRole("button", { name: /Give feedback/ }));
    const dialog = await screen.findByRole("dialog", { name: "Transaction Feedback" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "What is preventing the benefit from being realised?" }),
      "Loader waited on the dozer",
    );
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(payload()).toEqual({
      user: "Vera Viewer",
      transaction_no: "L-018377",
      preventing_benefit: "Loader waited on the dozer",
      required_changes: "",
      will_realize_in_future: false,
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(apply).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Thank you for your feedback!")).toBeTruthy();
    expect(
      screen
        .getByRole("button", { name: "Feedback given on transaction L-018377; give more feedback" })
        .querySelector('[data-testid="FeedbackIcon"]'),
    ).not.toBeNull();
  });

  it("signs the feedback 'Anonymous User' for an anonymous visitor", async () => {
    const { user, payload } = renderButton({ row }, null);
    await user.click(screen.getByRole("button", { name: /Give feedback/ }));
    const dialog = await screen.findByRole("dialog", { name: "Transaction Feedback" });
    await user.click(within(dialog).getByRole("checkbox", { name: "The benefit will be realised in future" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(payload()).toMatchObject({ user: "Anonymous User", will_realize_in_future: true });
  });

  it("closes on Cancel or Escape, not on a backdrop click, and passes nothing on", async () => {
    const { user, payload } = renderButton({ row });
    await user.click(screen.getByRole("button", { name: /Give feedback/ }));
    await screen.findByRole("dialog");
    clickDialogBackdrop();
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: /Give feedback/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(payload()).toBeUndefined();
  });

  it("writes to the author's parameter and calls onSubmit with the payload", async () => {
    const onSubmit = vi.fn();
    const { user, runtime } = renderButton({ row, parameter: "loadFeedback", onSubmit });
    await user.click(screen.getByRole("button", { name: /Give feedback/ }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: "What changes are required to realise it?" }), "x");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    const written = runtime.getSnapshot().parameters.loadFeedback;
    expect(written).toMatchObject({ required_changes: "x", transaction_no: "L-018377" });
    expect(onSubmit).toHaveBeenCalledWith(
      written,
      expect.objectContaining({ applyParameterChanges: expect.any(Function) }),
    );
  });

  it("is disabled for a row without a transaction number", () => {
    renderButton({ row: { tonnes: 3 } });
    expect(
      screen.getByRole("button", { name: "Feedback is not available for this row" }).hasAttribute("disabled"),
    ).toBe(true);
  });

  it("is usable by table components as a plain function component", async () => {
    const runtime = createMemoryRuntime();
    render(
      <CanvasRuntimeProvider runtime={runtime}>
        <table>
          <tbody>
            <tr>
              <td>
                <FeedbackButton row={{ transaction_no: 12 }} />
              </td>
            </tr>
          </tbody>
        </table>
      </CanvasRuntimeProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Give feedback on transaction 12" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /preventing/ }), "Short haul");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(runtime.getSnapshot().parameters.scavenger_feedback_payload).toMatchObject({
      transaction_no: 12,
      user: "Anonymous User",
    });
  });
});
