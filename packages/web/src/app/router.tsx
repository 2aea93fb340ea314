import { lazy } from "react";
import { Route, Routes } from "react-router";

// Pages load on demand so the first download holds only the shell.
const HomePage = lazy(() => import("../shell/HomePage").then((module) => ({ default: module.HomePage })));
const NotFoundPage = lazy(() => import("../shell/NotFoundPage").then((module) => ({ default: module.NotFoundPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/not-found" element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
