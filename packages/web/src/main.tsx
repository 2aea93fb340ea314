import "./app/schemaValidation";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { inFlight } from "./api/inFlight";
import { AppProviders } from "./app/AppProviders";
import { Bootstrap } from "./app/Bootstrap";
import { preloadOpeningFrame } from "./app/openingFramePreload";
import { syncInFlightCount } from "./app/store";
import { installDiagnostics, reportRenderError } from "./diagnostics/installDiagnostics";
import { ErrorBoundary } from "./shell/ErrorBoundary";
import { describePageFailure } from "./shell/pageFailure";
import { StartupErrorPage } from "./shell/StartupErrorPage";

syncInFlightCount(inFlight);
installDiagnostics(inFlight);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render Storyframe into.");

const renderApp = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        {/* Anything that fails while the app starts (a malformed settings answer, say) shows an error page, not a blank one. */}
        <ErrorBoundary
          onError={reportRenderError}
          fallback={(error) => (
            <StartupErrorPage error={describePageFailure(error)} onRetry={() => window.location.reload()} />
          )}
        >
          <Bootstrap />
        </ErrorBoundary>
      </AppProviders>
    </StrictMode>,
  );

// On a storyline's page, once the opening frame's code is on its way (see preloadOpeningFrame).
void preloadOpeningFrame().then(renderApp);
