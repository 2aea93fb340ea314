import { ThemeProvider } from "@mui/material/styles";
import { componentFamilies } from "@storyframe/canvas";
import { QueryClientProvider } from "@tanstack/react-query";
import { getDefaultNormalizer, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { groupByFamily } from "./filterComponents";
import { GALLERY_DENIED_DETAIL, GalleryPage } from "./GalleryPage";
import { preloadDocumentedComponents } from "./useDocumentedComponents";

const asWritten = getDefaultNormalizer({ collapseWhitespace: false });

// The docs are a download of their own; loaded here first, the gallery shows them from its first render.
const documentedComponents = await preloadDocumentedComponents();

/** The components in the order the gallery shows them. */
const galleryOrder = groupByFamily(documentedComponents, componentFamilies).flatMap((group) => group.components);

// The live examples are LiveExample's own concern (LiveExample.test.tsx); here each is its titled figure.
vi.mock("./LiveExample", () => ({
  LiveExample: ({ example }: { example: { title: string } }) => <figure aria-label={example.title} />,
}));

// The page narrates with the user's voice preference: its request never answers here, so the default applies.
beforeEach(() => vi.stubGlobal("fetch", () => new Promise(() => {})));
afterEach(() => {
  resetAppStore();
  vi.unstubAllGlobals();
});

function renderGallery(path = "/gallery") {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <GalleryPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const developer = () => useAppStore.setState({ session: makeSession({ effectiveTags: ["developer-tools::access"] }) });

describe("GalleryPage", () => {
  it("documents every registered component: name, description, attribute table and its examples", async () => {
    developer();
    renderGallery();

    expect(documentedComponents.length).toBeGreaterThan(0);
    // Sections render a few at a time after the page's frame.
    const last = galleryOrder.at(-1)?.name ?? "";
    await waitFor(() => expect(document.getElementById(`component-${last}`)).not.toBeNull(), { timeout: 20_000 });
    for (const component of documentedComponents) {
      // Found by id (a role query over the whole page, per component, is slow), then checked as a named region.
      const section = document.getElementById(`component-${component.name}`);
      if (section === null) throw new Error(`No section for ${component.name}.`);
      expect(section.tagName).toBe("SECTION");
      const heading = document.getElementById(section.getAttribute("aria-labelledby") ?? "");
      expect(heading?.textContent).toBe(component.name);
      // Descriptions quote spec messages verbatim, double spaces included: match the text as written.
      expect(within(section).getByText(component.description, { normalizer: asWritten })).toBeTruthy();
      const table = within(section).getByRole("table", { name: `Attributes of ${component.name}` });
      for (const attribute of component.attributes) {
        expect(within(table).getByRole("rowheader", { name: attribute.name })).toBeTruthy();
      }
      for (const example of component.examples) {
        expect(within(section).getByRole("figure", { name: example.title })).toBeTruthy();
      }
    }
  }, 30_000);

  it("links each component from the index and filters the index and sections by a query", async () => {
    developer();
    renderGallery();
    const index = screen.getByRole("navigation", { name: "Components" });
    expect(within(index).getByRole("link", { name: "Badge" }).getAttribute("href")).toBe("#component-Badge");

    await userEvent.type(screen.getByLabelText("Filter components"), "zzzz-no-such");

    expect(await screen.findByText("No component matches 'zzzz-no-such'.")).toBeTruthy();
    expect(within(index).queryByRole("link")).toBeNull();
  });

  it("shows its frame and first sections at once, the rest after", () => {
    developer();
    renderGallery();
    const first = galleryOrder[0]?.name ?? "";
    const last = galleryOrder.at(-1)?.name ?? "";

    expect(screen.getByRole("heading", { level: 1, name: "Component gallery" })).toBeTruthy();
    expect(screen.getByRole("region", { name: first })).toBeTruthy();
    expect(screen.queryByRole("region", { name: last })).toBeNull();
    const index = screen.getByRole("navigation", { name: "Components" });
    expect(within(index).getByRole("link", { name: last })).toBeTruthy();
  });

  it("renders up to the component named by the address's hash and scrolls to it", async () => {
    developer();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const target = galleryOrder[9]?.name ?? "";
    renderGallery(`/gallery#${target}`);

    expect(screen.getByRole("region", { name: target })).toBeTruthy();
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById(`component-${target}`));
  }, 30_000);

  it("refuses users without the developer tools tag", () => {
    useAppStore.setState({ session: makeSession({ effectiveTags: [] }) });
    renderGallery();

    expect(screen.getByText("Access Denied")).toBeTruthy();
    expect(screen.getByText(GALLERY_DENIED_DETAIL)).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Components" })).toBeNull();
  });
});
