import { afterEach, describe, expect, it } from "vitest";
import { focusViewer, isTextEntry, returnFocusAfterFilterChoice, scrollToTopOfViewer } from "./viewerFocus";

function page() {
  document.body.innerHTML = `
    <div id="viewer" tabindex="-1">
      <div class="sf-filter-bar">
        <div id="select" role="combobox" tabindex="0" aria-expanded="true"></div>
        <input id="date" type="date" />
        <input id="search" role="combobox" />
      </div>
    </div>
    <ul role="listbox"><li id="option" role="option" tabindex="-1">North</li></ul>
    <button id="elsewhere">Elsewhere</button>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  let changed = () => {};
  const stop = returnFocusAfterFilterChoice(byId("viewer"), (onChange) => {
    changed = onChange;
    return () => {};
  });
  return { byId, changed: () => changed(), stop };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("focus after a filter value is chosen", () => {
  it("stays in the open list, and returns to the storyline once the list has closed", () => {
    const { byId, changed, stop } = page();
    byId("option").focus();
    changed();
    expect(document.activeElement).toBe(byId("option"));
    byId("select").setAttribute("aria-expanded", "false");
    byId("select").focus();
    expect(document.activeElement).toBe(byId("viewer"));
    stop();
  });

  it("stays in a field the user types into", () => {
    const { byId, changed, stop } = page();
    byId("date").focus();
    changed();
    expect(document.activeElement).toBe(byId("date"));
    stop();
  });

  it("is left alone when the value changed while the user was elsewhere", () => {
    const { byId, changed, stop } = page();
    byId("elsewhere").focus();
    changed();
    byId("select").setAttribute("aria-expanded", "false");
    byId("select").focus();
    expect(document.activeElement).toBe(byId("select"));
    stop();
  });
});

describe("focusing the storyline", () => {
  it("takes focus from a menu item, never from a field being typed into", () => {
    const { byId, stop } = page();
    byId("elsewhere").focus();
    focusViewer(byId("viewer"));
    expect(document.activeElement).toBe(byId("viewer"));
    byId("date").focus();
    focusViewer(byId("viewer"));
    expect(document.activeElement).toBe(byId("date"));
    stop();
  });

  it("counts a search box of a list as a list field, not a text field", () => {
    const { byId, stop } = page();
    expect(isTextEntry(byId("date"))).toBe(true);
    expect(isTextEntry(byId("search"))).toBe(false);
    expect(isTextEntry(byId("select"))).toBe(false);
    stop();
  });
});

describe("a new frame", () => {
  it("scrolls every ancestor of the viewer back to its top", () => {
    document.body.innerHTML = `<main id="main"><div id="wrap"><div id="viewer"></div></div></main>`;
    const main = document.getElementById("main") as HTMLElement;
    Object.defineProperty(main, "scrollTop", { value: 400, writable: true });
    scrollToTopOfViewer(document.getElementById("viewer") as HTMLElement);
    expect(main.scrollTop).toBe(0);
  });
});
