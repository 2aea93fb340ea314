import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { EDITOR_LINK_DEFAULT_URL } from "@storyframe/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useAppStore } from "../../app/store";
import { storylineQuery } from "../../storyline/storylineQuery";
import type { DebugTarget } from "../debuggerStore";
import { connectEditorLink, disconnectEditorLink, sendTemplateToEditor, useEditorLinkStore } from "./editorLinkStore";

const codeFont = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" };

/**
 * The VS Code tab: the link to the developer's editor (platform-shell §2, §7). Connect and Disconnect (only an
 * OPEN link disconnects), the status CLOSED, OPEN or ERROR, and 'Send Template to VS Code'. Not offered on the
 * documentation host: the client settings say so, and the tab then explains it.
 */
export function EditorLinkTab({ target }: { target: DebugTarget | null }) {
  const settings = useAppStore((state) => state.settings?.editorLink);
  const { status, connecting } = useEditorLinkStore();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const url = settings?.url ?? EDITOR_LINK_DEFAULT_URL;

  if (settings && !settings.offered) {
    return (
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        The editor link is not offered on the documentation host. Open this storyline on your tenant's own address to
        link the Debugger to your editor.
      </Alert>
    );
  }

  const connect = () => {
    setNotice(null);
    connectEditorLink({
      url,
      readStorylineAgain: (storylineId, branch) =>
        queryClient.invalidateQueries({ queryKey: storylineQuery(storylineId, branch).queryKey, exact: true }),
    });
  };
  const sendTemplate = () => {
    setNotice(sendTemplateToEditor() ? "The current frame's template was sent." : "There is no template to send.");
  };
  const open = status === "OPEN";

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>
        Link the Debugger to your editor: run{" "}
        <Box component="code" sx={codeFont}>
          storyframe dev &lt;folder&gt;
        </Box>{" "}
        on this computer, then connect. The storyline's templates appear in the folder; a template file you save
        re-renders the frame here at once (not saved until you save).
      </Typography>
      <Typography>
        Address:{" "}
        <Box component="code" sx={codeFont}>
          {url}
        </Box>
      </Typography>
      <Typography role="status" aria-label="Connection status">
        Status:{" "}
        <Box component="strong" data-testid="editor-link-status">
          {status}
        </Box>
        {connecting ? " (connecting…)" : ""}
      </Typography>
      {status === "ERROR" ? (
        <Alert severity="warning">
          The editor link could not connect to {url} or broke off. Is <code>storyframe dev</code> running?
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={connect} disabled={open || connecting}>
          Connect
        </Button>
        <Button variant="outlined" onClick={disconnectEditorLink} disabled={!open}>
          Disconnect
        </Button>
        <Button variant="outlined" onClick={sendTemplate} disabled={!open || target === null}>
          Send Template to VS Code
        </Button>
      </Stack>
      {notice ? <Typography color="text.secondary">{notice}</Typography> : null}
    </Stack>
  );
}
