import type { Page } from "@playwright/test";

/** The storyline viewer's mini-map. */
export const miniMap = (page: Page) => page.getByRole("navigation", { name: "Storyline map" });

/** Collects what the page reports as broken: console errors and uncaught exceptions. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}
