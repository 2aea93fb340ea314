import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSnackbar } from "notistack";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "./AppProviders";

function SaveButton() {
  const { enqueueSnackbar } = useSnackbar();
  const { pathname } = useLocation();
  return (
    <button type="button" onClick={() => enqueueSnackbar("Storyline saved.")}>
      Save {pathname}
    </button>
  );
}

describe("AppProviders", () => {
  it("gives its children the router and the snackbars", async () => {
    render(
      <AppProviders>
        <SaveButton />
      </AppProviders>,
    );

    await userEvent.click(screen.getByRole("button", { name: "Save /" }));

    expect(await screen.findByText("Storyline saved.")).toBeTruthy();
  });
});
