import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePageHeader, usePageHeaderStore } from "./pageHeader";

function Page({ title }: { title: string }) {
  usePageHeader({ title, actions: <button type="button">Export</button> });
  return null;
}

afterEach(() => usePageHeaderStore.setState({ header: null, owner: null }));

describe("usePageHeader", () => {
  it("sets the title and actions while the page is mounted and clears them on unmount", () => {
    const { rerender, unmount } = render(<Page title="Overview" />);
    expect(usePageHeaderStore.getState().header?.title).toBe("Overview");
    expect(usePageHeaderStore.getState().header?.actions).toBeTruthy();
    rerender(<Page title="Trends" />);
    expect(usePageHeaderStore.getState().header?.title).toBe("Trends");
    unmount();
    expect(usePageHeaderStore.getState().header).toBeNull();
  });

  it("leaves the next page's header alone when the previous page unmounts after it", () => {
    const first = render(<Page title="First" />);
    render(<Page title="Second" />);
    first.unmount();
    expect(usePageHeaderStore.getState().header?.title).toBe("Second");
  });
});
