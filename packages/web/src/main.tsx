import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { inFlight } from "./api/inFlight";
import { AppProviders } from "./app/AppProviders";
import { Bootstrap } from "./app/Bootstrap";
import { syncInFlightCount } from "./app/store";

syncInFlightCount(inFlight);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render Storyframe into.");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <Bootstrap />
    </AppProviders>
  </StrictMode>,
);
