import { DEFAULT_MAX_DATASOURCE_RETRY_COUNT } from "@storyframe/core";
import { earlyStorylineBody } from "../boot/earlyAnswers";
import { getActiveBranch } from "./activeBranch";
import { hasStoredBranchChoice } from "./branchChoiceStorage";
import { type AppState, useAppStore } from "./store";

/** The tenant's client settings once the app holds them (the page brings them; the app puts them in its store). */
function settingsHeld(): Promise<NonNullable<AppState["settings"]>> {
  return new Promise((resolve) => {
    const held = useAppStore.getState().settings;
    if (held) {
      resolve(held);
      return;
    }
    const stop = useAppStore.subscribe(({ settings }) => {
      if (!settings) return;
      stop();
      resolve(settings);
    });
  });
}

/**
 * On a storyline's page, starts loading what its opening frame needs, its components' code and its data, as soon
 * as the storyline the boot script asked for is here, while the app still renders its way to the viewer (which
 * would otherwise ask for both only once it renders). Settles when the code is there; a failure changes nothing,
 * as the viewer then loads code and data itself and shows what failed. The data is read ahead only on the tenant's
 * branch, as the storyline is (a visitor who chose a branch of their own has it named by the session). The
 * storyline is parsed and checked here and again by the app's own request (1–1.5 ms for the demo's, 90–400 KB):
 * what it gains is a start some hundreds of milliseconds earlier.
 */
export async function preloadOpeningFrame(): Promise<void> {
  try {
    const body = await earlyStorylineBody();
    if (body === null) return;
    const opening = await import("../storyline/openingFramePreload");
    // The branch the viewer will read from follows the settings: named once the app holds them.
    const reads = settingsHeld().then((settings) =>
      hasStoredBranchChoice()
        ? null
        : {
            branch: getActiveBranch(),
            retries: settings.maxDatasourceRetryCount ?? DEFAULT_MAX_DATASOURCE_RETRY_COUNT,
          },
    );
    await opening.preloadOpeningFrame(body, window.location.search, reads);
  } catch {
    // See above: the viewer loads and reports.
  }
}
