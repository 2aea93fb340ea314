/** User-facing message texts from the error catalogue (platform-shell §8). */
export const messages = {
  unexpectedServerError: "An unexpected server error occurred.",
  badRequest: "Bad Request",
  settingsConnectivity: "unable to load tenant settings from the Core API",
  settingsConnectivityHint: "Please check that you are connected to the corporate network or VPN, then try again.",
  tenantNotFound: "Tenant not found.",
  tenantNotFoundHint: "No tenant is configured for this domain.",
  rateLimitExceeded: "Rate limit exceeded.",
  rateLimitHint: "Too many requests were made in the last minute. Please wait a moment and try again.",
  settingsGeneric: "An error occurred while loading tenant settings from the Core API.",
  coreApiSettings: "An error occurred while loading settings from the Core API.",
  maintenanceTitle: "This site is currently undergoing maintenance.",
  maintenanceBody: "We apologize for the inconvenience - please try again later.",
  notFoundTitle: "We're sorry, but the requested resource does not exist.",
  notFoundHint: "Please try a different link from the navigation menu.",
  homeLine: "Select a Storyline/Canvas from the left menu to continue.",
  datasourceNotFound: "Datasource not found.",
  datasourceNotFoundHint: "Refresh the page and try again.",
  datasourceNotFoundDeveloperHint: "Verify that the data source and its endpoint exist in the current branch.",
  storylineNotFound: "Storyline not found.",
  storylineNotFoundHint: "Please check the address and try again.",
  storylineForbidden: "You do not have access to this storyline.",
  storylineForbiddenHint: "Ask your administrator for access, or choose another storyline from the menu.",
  storylineLoadFailed: "Failed to load storyline from the Storyframe Data Server.",
  storylineLoadFailedHint: "Please check that the URL is correct, then try again.",
  dataFetchFailed: "Failed to fetch page data.",
  dataFetchFailedHint: "Please check the filter values and try again.",
  dataServerUnreachable: "Your browser cannot reach the Storyframe Data Server.",
  dataServerUnreachableHint: "Please check that you are connected to the corporate network or VPN, then try again.",
  webApplicationUnreachable: "Your browser cannot reach the Storyframe Web Application.",
  webApplicationUnreachableHint:
    "Please check that you are connected to the corporate network or VPN, then reload the page. Storyframe may also have just been updated.",
  tunnelDeveloperHint: "Check that your local Storyframe SDK is running and that its tunnel is open.",
  loadingStoryline: "Loading Storyline...",
  templateParseFailed: "An error occurred while parsing template.",
  canvasRenderFailed: "Failed to Render Canvas.",
  menuLoadFailed: "Failed to load menu items.",
  branchesLoadFailed: "Failed to load branches.",
} as const;

/** Error kinds the shell distinguishes, each with its own icon. */
export const errorTypes = ["Connectivity", "NotFound", "Generic", "Maintenance"] as const;
export type ErrorType = (typeof errorTypes)[number];
