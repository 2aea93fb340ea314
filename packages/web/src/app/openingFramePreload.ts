import { DEFAULT_MAX_DATASOURCE_RETRY_COUNT } from "@storyframe/core";
import { earlyStorylineBody } from "../boot/earlyAnswers";
import { getActiveBranch } from "./activeBranch";
import { hasStoredBranchChoice } from "./branchChoiceStorage";
import { type AppState, useAppStore } from "./store";

/** The longest the app's first render waits for the opening frame's module (see preloadOpeningFrame). */
const FIRST_RENDER_WAIT_MAX_MS = 500;

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
 * would otherwise ask for both only once it renders). A failure changes nothing, as the viewer then loads code and
 * data itself and shows what failed. The data is read ahead only on the tenant's branch, as the storyline is (a
 * visitor who chose a branch of their own has it named by the session). The storyline is parsed and checked here
 * and again by the app's own request (1–1.5 ms for the demo's, 90–400 KB): what it gains is a start some hundreds
 * of milliseconds earlier.
 *
 * Returns once the module that does it has loaded (or failed to), at most {@link FIRST_RENDER_WAIT_MAX_MS} later: the
 * app's first render waits for it, as that render takes the main thread for a while and the module loaded after it
 * would ask for the frame's code only then. Its files are on their way with the app's; should they be slow to come,
 * the app renders all the same.
 */
export function preloadOpeningFrame(): Promise<void> {
  const body = earlyStorylineBody();
  if (body === null) return Promise.resolve();
  const opening = import("../storyline/openingFramePreload");
  // The branch the viewer will read from follows the settings: named once the app holds them.
  const reads = () =>
    settingsHeld().then((settings) =>
      hasStoredBranchChoice()
        ? null
        : {
            branch: getActiveBranch(),
            retries: settings.maxDatasourceRetryCount ?? DEFAULT_MAX_DATASOURCE_RETRY_COUNT,
          },
    );
  Promise.all([body, opening])
    .then(([storyline, module]) =>
      storyline === null ? undefined : module.preloadOpeningFrame(storyline, window.location.search, reads()),
    )
    // See above: the viewer loads and reports.
    .catch(() => {});
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_RENDER_WAIT_MAX_MS);
    const loaded = () => {
      clearTimeout(timer);
      resolve();
    };
    opening.then(loaded, loaded);
  });
}
