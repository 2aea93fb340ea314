import DOMPurify from "dompurify";
import Markdown from "react-markdown";
import { containsHtmlTag } from "./detailsFormat";

/**
 * The details of a notification: sanitised HTML when the text contains an HTML tag, markdown otherwise.
 * Loaded only when someone opens details, so neither library is in the first download.
 */
export function NotificationDetails({ text }: { text: string }) {
  if (containsHtmlTag(text)) {
    const html = DOMPurify.sanitize(text, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form", "input"] });
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised by DOMPurify just above.
    return <div dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <Markdown skipHtml>{text}</Markdown>;
}
