/** `GET /api/session`: asked by the app, and early by the page's boot script (decision 072). */
export const SESSION_PATH = "/api/session";
