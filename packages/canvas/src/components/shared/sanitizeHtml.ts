import DOMPurify from "dompurify";

/**
 * Author or server HTML made safe to insert: scripts, event handlers and dangerous URLs go, and so do `<style>`
 * (it would restyle the whole page, outside the frame's scoped CSS) and `<form>`.
 */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form"] });
