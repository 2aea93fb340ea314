import CheckIcon from "@mui/icons-material/Check";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

type CopyableTextProps = {
  value: string;
  testId: string;
  /** What is said below the text: a hint, "copied", or how to copy by hand when the browser refused. */
  status: (copy: CopyState) => ReactNode;
};

/**
 * A text shown once to be copied (a token's secret, a share link): in full and selectable as a whole, with a Copy
 * button that says whether the browser let it copy. Give it a `key` of the value to start afresh for a new one.
 */
export function CopyableText({ value, testId, status }: CopyableTextProps) {
  const [copy, setCopy] = useState<CopyState>("idle");
  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };
  return (
    <>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: "action.hover",
          pl: 1.5,
          pr: 0.5,
          py: 0.5,
        }}
      >
        <Typography
          component="code"
          data-testid={testId}
          sx={{ fontFamily: "monospace", fontSize: "0.9rem", flex: 1, overflowWrap: "anywhere", userSelect: "all" }}
        >
          {value}
        </Typography>
        <Button
          onClick={() => void copyValue()}
          startIcon={copy === "copied" ? <CheckIcon /> : <ContentCopyIcon />}
          sx={{ flexShrink: 0 }}
        >
          {copy === "copied" ? "Copied" : "Copy"}
        </Button>
      </Box>
      {status(copy)}
    </>
  );
}
