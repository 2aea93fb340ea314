import { ThemeProvider } from "@mui/material/styles";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { theme } from "../app/theme";

/** Renders `ui` with the app theme inside a memory router that starts at `path`. */
export function renderWithTheme(ui: ReactElement, path = "/"): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}
