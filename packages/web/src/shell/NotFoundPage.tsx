import HomeIcon from "@mui/icons-material/Home";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { messages } from "@storyframe/core";
import { Link as RouterLink } from "react-router";
import { ErrorMessage } from "./ErrorMessage";

export function NotFoundPage() {
  return (
    <Paper variant="outlined" sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 8 }, maxWidth: 1100, mx: "auto" }}>
      <ErrorMessage
        type="NotFound"
        title={messages.notFoundTitle}
        detail={messages.notFoundHint}
        action={
          <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
            Back to Home
          </Button>
        }
      />
    </Paper>
  );
}
