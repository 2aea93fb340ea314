/** What the request-assistance e-mail says about where the user is and what went wrong. */
export interface SupportMailContext {
  owner: { name: string; emailAddress: string };
  tenantName: string;
  url: string;
  pageTitle: string;
  userName: string;
  userEmail: string | null;
  browser: string;
  windowSize: { width: number; height: number };
  latestError: { message: string; detail?: string; traceId?: string; at: Date } | null;
}

/** A mailto: address to the tenant owner, pre-filled with the page, the user, the browser and the latest error. */
export function supportMailto(context: SupportMailContext): string {
  const { latestError } = context;
  const lines = [
    `Hello ${context.owner.name},`,
    "",
    "I need help with the following (please describe what you were doing):",
    "",
    "",
    "---",
    `URL: ${context.url}`,
    `Page title: ${context.pageTitle || "(none)"}`,
    `User: ${context.userName}${context.userEmail ? ` <${context.userEmail}>` : ""}`,
    `Browser: ${context.browser}`,
    `Window size: ${context.windowSize.width} x ${context.windowSize.height}`,
    latestError
      ? `Latest error: ${latestError.message}${latestError.traceId ? ` (trace ID ${latestError.traceId})` : ""} at ${latestError.at.toISOString()}`
      : "Latest error: none",
    ...(latestError?.detail ? [`Error details: ${latestError.detail.slice(0, 1000)}`] : []),
  ];
  const subject = `${context.tenantName}: request for assistance`;
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\n"))}`;
  return `mailto:${encodeURIComponent(context.owner.emailAddress).replace(/%40/g, "@")}?${query}`;
}
