import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ErrorInfo } from "../api/errorInfo";
import { renderWithTheme } from "../test/renderWithTheme";
import { StartupErrorPage } from "./StartupErrorPage";

const cases: Array<{ error: Required<ErrorInfo>; icon: string }> = [
  {
    error: {
      type: "Connectivity",
      title: "unable to load tenant settings from the Core API",
      detail: "Please check that you are connected to the corporate network or VPN, then try again.",
    },
    icon: "WifiOffIcon",
  },
  {
    error: {
      type: "NotFound",
      title: "Tenant not found.",
      detail: "No tenant is configured for this domain.",
    },
    icon: "SearchOffIcon",
  },
  {
    error: {
      type: "Generic",
      title: "Rate limit exceeded.",
      detail: "Too many requests were made in the last minute. Please wait a moment and try again.",
    },
    icon: "ErrorOutlineOutlinedIcon",
  },
  {
    error: {
      type: "Generic",
      title: "An error occurred while loading tenant settings from the Core API.",
      detail: "Response: 500 Internal Server Error — Database unavailable.",
    },
    icon: "ErrorOutlineOutlinedIcon",
  },
  {
    error: {
      type: "Maintenance",
      title: "This site is currently undergoing maintenance.",
      detail: "We apologize for the inconvenience - please try again later.",
    },
    icon: "ConstructionIcon",
  },
];

describe("StartupErrorPage", () => {
  it.each(cases)("shows the $error.type error “$error.title” with its icon", ({ error, icon }) => {
    renderWithTheme(<StartupErrorPage error={error} onRetry={() => undefined} />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(error.title);
    expect(screen.getByText(error.detail)).toBeTruthy();
    expect(screen.getByTestId(icon)).toBeTruthy();
    const otherIcons = cases.map((other) => other.icon).filter((other) => other !== icon);
    for (const other of otherIcons) expect(screen.queryByTestId(other)).toBeNull();
  });

  it("leaves the detail out when there is none", () => {
    renderWithTheme(
      <StartupErrorPage
        error={{
          type: "Generic",
          title: "An error occurred while loading tenant settings from the Core API.",
        }}
        onRetry={() => undefined}
      />,
    );

    const main = screen.getByRole("main");
    expect(main.querySelectorAll("p")).toHaveLength(0);
  });

  it("calls its retry handler when Try Again is pressed", async () => {
    const onRetry = vi.fn();
    renderWithTheme(<StartupErrorPage error={{ type: "NotFound", title: "Tenant not found." }} onRetry={onRetry} />);

    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("offers to sign in again, with more to say under the error", async () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <StartupErrorPage
        error={{ type: "Generic", title: "Your sign-in is no longer valid." }}
        onRetry={onRetry}
        retryAction="signIn"
      >
        <p>Ask the owner of this site.</p>
      </StartupErrorPage>,
    );

    expect(screen.getByText("Ask the owner of this site.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Sign in again" }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
