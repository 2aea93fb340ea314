import { containsHtmlTag, sanitizeHtml } from "@storyframe/canvas/html";
import Markdown from "react-markdown";

/**
 * The details of a notification: sanitised HTML when the text contains an HTML tag, markdown otherwise.
 * Loaded only when someone opens details, so neither library is in the first download.
 */
export function NotificationDetails({ text }: { text: string }) {
  if (containsHtmlTag(text)) {
    const html = sanitizeHtml(text);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised just above.
    return <div dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <Markdown skipHtml>{text}</Markdown>;
}
