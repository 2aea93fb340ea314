import Box from "@mui/material/Box";
import Markdown from "react-markdown";
import { sanitizeHtml } from "../../shared/sanitizeHtml";
import { detailsFormat } from "./detailsFormat";

/** Error details as rendered markdown, or as sanitised HTML when they contain an HTML tag. */
export function DetailsContent({ text }: { text: string }) {
  const format = detailsFormat(text);
  return (
    <Box
      className={`sf-error-details sf-error-details-${format}`}
      sx={{
        mt: 1,
        p: 1.5,
        maxHeight: 320,
        overflow: "auto",
        bgcolor: "#ffffff",
        color: "#212121",
        border: "1px solid rgba(0, 0, 0, 0.12)",
        borderRadius: 1,
        fontSize: "0.875rem",
        "& > :first-of-type": { mt: 0 },
        "& > :last-child": { mb: 0 },
        "& pre": { overflow: "auto", p: 1, bgcolor: "#f5f5f5", borderRadius: 0.5 },
        "& code": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: "0.8125rem" },
        "& a": { color: "#0d47a1" },
      }}
    >
      {format === "html" ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised first.
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />
      ) : (
        <Markdown>{text}</Markdown>
      )}
    </Box>
  );
}
