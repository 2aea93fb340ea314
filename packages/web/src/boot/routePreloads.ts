/**
 * The pages the router loads on demand (app/router.tsx), by the addresses that show them (regular expressions
 * on the path). The build lists each one's modules in the page, and the boot script preloads those of the page
 * an address shows beside the app's entry (decision 072), instead of after it has run.
 */
export const ON_DEMAND_PAGES = [
  { pattern: "^/(admin/)?storylines/", module: "src/storyline/StorylinePage.tsx" },
  { pattern: "^/$", module: "src/shell/HomePage.tsx" },
  { pattern: "^/gallery/?$", module: "src/gallery/GalleryPage.tsx" },
  { pattern: "^/preferences/?$", module: "src/preferences/PreferencesPage.tsx" },
  { pattern: "^/admin(/|$)", module: "src/admin/AdminRoutes.tsx" },
] as const;
