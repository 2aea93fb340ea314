import { lazy } from "react";
import { Route, Routes } from "react-router";

// Pages load on demand so the first download holds only the shell.
const AdminRoutes = lazy(() => import("../admin/AdminRoutes").then((module) => ({ default: module.AdminRoutes })));
const HomePage = lazy(() => import("../shell/HomePage").then((module) => ({ default: module.HomePage })));
const NotFoundPage = lazy(() => import("../shell/NotFoundPage").then((module) => ({ default: module.NotFoundPage })));
const GalleryPage = lazy(() => import("../gallery/GalleryPage").then((module) => ({ default: module.GalleryPage })));
const ApiTokensPage = lazy(() =>
  import("../apiTokens/ApiTokensPage").then((module) => ({ default: module.ApiTokensPage })),
);
const SchedulesPage = lazy(() =>
  import("../schedules/SchedulesPage").then((module) => ({ default: module.SchedulesPage })),
);
const PreferencesPage = lazy(() =>
  import("../preferences/PreferencesPage").then((module) => ({ default: module.PreferencesPage })),
);
type StorylinePageModule = typeof import("../storyline/StorylinePage");
let storylinePageModule: StorylinePageModule | null = null;
const loadStorylinePage = () =>
  import("../storyline/StorylinePage").then((module) => {
    storylinePageModule = module;
    return module;
  });
const LazyStorylinePage = lazy(() => loadStorylinePage().then((module) => ({ default: module.StorylinePage })));

// Opening a storyline's address starts downloading the viewer while the app signs in and loads the session.
if (typeof window !== "undefined" && /^\/(admin\/)?storylines\//.test(window.location.pathname)) {
  void loadStorylinePage();
}

/**
 * The viewer page. Once its code is loaded it renders directly: going through a suspended lazy component
 * again would hold the page back behind React's fallback throttle (about 300 ms).
 */
function StorylinePage() {
  const loaded = storylinePageModule;
  return loaded ? <loaded.StorylinePage /> : <LazyStorylinePage />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/storylines/:storyline" element={<StorylinePage />} />
      <Route path="/preferences" element={<PreferencesPage />} />
      <Route path="/schedules" element={<SchedulesPage />} />
      <Route path="/api-tokens" element={<ApiTokensPage />} />
      <Route path="/gallery" element={<GalleryPage />} />
      <Route path="/admin/*" element={<AdminRoutes />} />
      <Route path="/not-found" element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
