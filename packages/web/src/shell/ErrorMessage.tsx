import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ErrorType } from "@storyframe/core";
import type { ReactNode } from "react";
import { ErrorTypeBadge } from "./ErrorTypeBadge";

interface ErrorMessageProps {
  type: ErrorType;
  title: string;
  detail?: string | undefined;
  /** More to say after the detail, e.g. whom to ask. */
  children?: ReactNode;
  /** Usually the button that gets the user going again. */
  action?: ReactNode;
}

/** Icon, title (the page's h1), explanation and action of an error or notice, centred. */
export function ErrorMessage({ type, title, detail, children, action }: ErrorMessageProps) {
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        gap: 2,
        maxWidth: 560,
        mx: "auto",
      }}
    >
      <ErrorTypeBadge type={type} />
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: "1.5rem", sm: "1.75rem" },
          mt: 1,
          // Some catalogue titles start in lower case; capitalise them on screen only.
          "&::first-letter": { textTransform: "uppercase" },
        }}
      >
        {title}
      </Typography>
      {detail ? <Typography sx={{ color: "text.secondary" }}>{detail}</Typography> : null}
      {children}
      {action ? <Box sx={{ pt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
