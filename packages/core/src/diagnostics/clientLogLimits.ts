/** Where the SPA reports its errors (platform-shell §7, Same origin). */
export const CLIENT_LOG_URL = "/proxy/logging";
/** The largest report the server reads; bigger bodies get 413. */
export const CLIENT_LOG_BODY_LIMIT_BYTES = 16 * 1024;
/** Reports a user (or, before sign-in, an address) may send per minute; more get 429. */
export const CLIENT_LOG_REPORTS_PER_MINUTE = 30;
