import HomeIcon from "@mui/icons-material/Home";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { Link as RouterLink } from "react-router";
import { ErrorMessage } from "../shell/ErrorMessage";

const ACCESS_DENIED_TITLE = "Access Denied";
const ACCESS_DENIED_DETAIL =
  "You do not have permission to view this administration page. Ask an administrator if you need access.";

/** Shown instead of an admin page the user may not read (the server would refuse its data anyway). */
export function AdminAccessDenied() {
  return (
    <Paper variant="outlined" sx={{ px: { xs: 3, sm: 6 }, py: { xs: 5, sm: 8 } }}>
      <ErrorMessage
        type="Generic"
        title={ACCESS_DENIED_TITLE}
        detail={ACCESS_DENIED_DETAIL}
        action={
          <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeIcon />}>
            Back to Home
          </Button>
        }
      />
    </Paper>
  );
}
