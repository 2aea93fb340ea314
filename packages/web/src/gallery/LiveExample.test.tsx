import { ThemeProvider } from "@mui/material/styles";
import { loadDocumentedComponents } from "@storyframe/canvas";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { LiveExample } from "./LiveExample";

const documentedComponents = await loadDocumentedComponents();

const switchExample = documentedComponents
  .find((component) => component.name === "Switch")
  ?.examples.find((example) => example.title === "Show the forecast");

const feedbackExample = documentedComponents.find((component) => component.name === "FeedbackButton")?.examples[0];

afterEach(() => {
  resetAppStore();
});

describe("LiveExample", () => {
  it("renders the template live beside its source and shows the parameters it writes, until reset", async () => {
    if (switchExample === undefined) throw new Error("The Switch example is missing.");
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <LiveExample componentName="Switch" example={switchExample} index={0} />
      </ThemeProvider>,
    );
    const figure = screen.getByRole("figure", { name: "Show the forecast" });
    expect(figure.querySelector("pre code")?.textContent).toBe(switchExample.template);
    const parameters = within(figure).getByTestId("gallery-parameters");
    expect(JSON.parse(parameters.textContent ?? "")).toEqual({ showForecast: false });

    await user.click(await within(figure).findByRole("switch", { name: "Show forecast" }));
    expect(JSON.parse(parameters.textContent ?? "")).toEqual({ showForecast: true });
    expect(within(figure).getByText("The chart shows actuals and the forecast.")).toBeTruthy();

    await user.click(within(figure).getByRole("button", { name: "Reset the example 'Show the forecast'" }));
    expect(JSON.parse(within(figure).getByTestId("gallery-parameters").textContent ?? "")).toEqual({
      showForecast: false,
    });
    const reset = (await within(figure).findByRole("switch", { name: "Show forecast" })) as HTMLInputElement;
    expect(reset.checked).toBe(false);
  });

  it("runs examples as the signed-in user, so feedback given in the gallery is signed with their name", async () => {
    if (feedbackExample === undefined) throw new Error("The FeedbackButton example is missing.");
    useAppStore.setState({ session: makeSession({ name: "Dev Developer" }) });
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <LiveExample componentName="FeedbackButton" example={feedbackExample} index={0} />
      </ThemeProvider>,
    );
    const figure = screen.getByRole("figure", { name: feedbackExample.title });
    await user.click((await within(figure).findAllByRole("button", { name: /Give feedback/ }))[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Transaction Feedback" });
    await user.click(within(dialog).getByRole("checkbox", { name: "The benefit will be realised in future" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    const parameters = JSON.parse(within(figure).getByTestId("gallery-parameters").textContent ?? "");
    expect(parameters.scavenger_feedback_payload).toMatchObject({
      user: "Dev Developer",
      will_realize_in_future: true,
    });
  });
});
