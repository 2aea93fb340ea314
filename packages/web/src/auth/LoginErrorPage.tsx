import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ClientSettings } from "@storyframe/core";
import { StartupErrorPage } from "../shell/StartupErrorPage";
import { isAccessDenied, type LoginError, loginErrorTexts } from "./loginError";

interface LoginErrorPageProps {
  error: LoginError;
  owner: ClientSettings["owner"];
  onTryAgain: () => void;
}

/** The login error card: why signing in failed and, when access was denied, whom to ask for it. */
export function LoginErrorPage({ error, owner, onTryAgain }: LoginErrorPageProps) {
  const accessDenied = isAccessDenied(error);
  return (
    <StartupErrorPage
      error={{
        type: "Generic",
        title: accessDenied ? loginErrorTexts.accessDenied : loginErrorTexts.loginFailed,
        detail: error.text,
      }}
      onRetry={onTryAgain}
    >
      {accessDenied && owner ? (
        <Typography>
          To request access, contact{" "}
          <Link href={`mailto:${owner.emailAddress}`}>
            {owner.name} ({owner.emailAddress})
          </Link>
          .
        </Typography>
      ) : null}
    </StartupErrorPage>
  );
}
