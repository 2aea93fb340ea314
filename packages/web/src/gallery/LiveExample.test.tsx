import { ThemeProvider } from "@mui/material/styles";
import { componentRegistry } from "@storyframe/canvas";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { theme } from "../app/theme";
import { LiveExample } from "./LiveExample";

const switchExample = componentRegistry
  .find((component) => component.name === "Switch")
  ?.examples.find((example) => example.title === "Show the forecast");

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
});
