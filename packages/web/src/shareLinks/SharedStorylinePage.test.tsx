import { ThemeProvider } from "@mui/material/styles";
import { shareLinkMessages } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { theme } from "../app/theme";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { stubFetchInEachTest } from "../test/stubFetch";
import { SharedStorylinePage } from "./SharedStorylinePage";

const fetchMock = stubFetchInEachTest();
const settings = makeClientSettings();
/** The server refuses the link with `message`; other calls (the tenant's theme) find nothing. */
function refuseLinkWith(message: string) {
  fetchMock.mockImplementation(async (input) => {
    const answer = String(input).endsWith("/api/share-links/current")
      ? { status: 401, body: { message, traceId: "t-1" } }
      : { status: 404, body: { message: "Not found.", traceId: "t-2" } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
}
const linkCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/api/share-links/current"));

function renderSharedPage(path = "/share/sf_share_secret") {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/share/:token" element={<SharedStorylinePage settings={settings} />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe("the page a share link opens", () => {
  it("sends the link as the bearer of its calls, to the tenant's API only", async () => {
    refuseLinkWith(shareLinkMessages.expired);
    renderSharedPage();
    await screen.findByRole("heading", { name: shareLinkMessages.expired });
    const [url, init] = linkCalls()[0] ?? [];
    expect(String(url)).toBe(`${settings.coreApiUrl}/api/share-links/current`);
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer sf_share_secret");
  });

  it.each([
    [shareLinkMessages.expired, "Ask the person who shared it for a new link."],
    [shareLinkMessages.revoked, "Ask the person who shared it for a new link."],
    [shareLinkMessages.invalid, "Check that the whole link was copied."],
  ])("says '%s' with what to do, and offers no retry", async (message, detail) => {
    refuseLinkWith(message);
    renderSharedPage();
    expect(await screen.findByRole("heading", { name: message })).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(linkCalls()).toHaveLength(1);
  });

  it("shows the tenant's name and no menu or user menu", async () => {
    refuseLinkWith(shareLinkMessages.revoked);
    renderSharedPage();
    await screen.findByRole("heading", { name: shareLinkMessages.revoked });
    expect(screen.getByText(settings.tenantName)).toBeTruthy();
    expect(screen.queryByRole("tree")).toBeNull();
    expect(screen.queryByRole("button", { name: /Account menu/ })).toBeNull();
  });

  it("hides the bar naming the tenant with hideTitleBar=1, for a page that frames it", async () => {
    refuseLinkWith(shareLinkMessages.revoked);
    renderSharedPage("/share/sf_share_secret?hideTitleBar=1");
    await screen.findByRole("heading", { name: shareLinkMessages.revoked });
    expect(screen.queryByText(settings.tenantName)).toBeNull();
  });
});
