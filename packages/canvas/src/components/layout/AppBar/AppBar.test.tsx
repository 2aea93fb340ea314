import { createTheme, getContrastRatio, ThemeProvider } from "@mui/material/styles";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import AppBar from "./AppBar";
import { appBarPropsSchema } from "./AppBar.meta";

const props = (input: Record<string, unknown>) => appBarPropsSchema.parse(input);

describe("AppBar", () => {
  it("shows the title as a heading and the children as actions", () => {
    renderInCanvas(
      <AppBar {...props({ title: "Fleet operations" })}>
        <button type="button">Refresh</button>
      </AppBar>,
    );
    expect(screen.getByRole("heading", { name: "Fleet operations" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeTruthy();
  });

  it("defaults to a static, primary bar that stays inside its frame", () => {
    const parsed = props({});
    expect(parsed).toMatchObject({ color: "primary", position: "static", dense: false });
    renderInCanvas(<AppBar {...parsed} />);
    const bar = screen.getByRole("banner");
    expect(bar.className).toContain("MuiAppBar-positionStatic");
    expect(bar.className).toContain("MuiAppBar-colorPrimary");
  });

  it("refuses the fixed position, which would cover the page outside the canvas", () => {
    expect(appBarPropsSchema.safeParse({ position: "fixed" }).success).toBe(false);
  });

  it("paints its own colour whatever the page theme does to app bars, with readable text", () => {
    const shellTheme = createTheme({
      palette: { secondary: { main: "#0f8a7e" } },
      components: { MuiAppBar: { styleOverrides: { root: { backgroundColor: "#ffffff" } } } },
    });
    const { unmount } = renderInCanvas(
      <ThemeProvider theme={shellTheme}>
        <AppBar {...props({ title: "Fleet" })} />
      </ThemeProvider>,
    );
    const primary = getComputedStyle(screen.getByRole("banner"));
    expect(primary.backgroundColor).toBe("rgb(25, 118, 210)");
    expect(primary.color).toBe("rgb(255, 255, 255)");
    unmount();
    renderInCanvas(
      <ThemeProvider theme={shellTheme}>
        <AppBar {...props({ title: "Fleet", color: "secondary" })} />
      </ThemeProvider>,
    );
    const secondary = getComputedStyle(screen.getByRole("banner"));
    expect(getContrastRatio(secondary.backgroundColor, secondary.color)).toBeGreaterThanOrEqual(4.5);
  });

  it("uses the dense toolbar when asked", () => {
    const { container } = renderInCanvas(<AppBar {...props({ title: "x", dense: true })} />);
    expect(container.querySelector(".MuiToolbar-dense")).not.toBeNull();
  });
});
