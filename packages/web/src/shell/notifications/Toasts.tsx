import { MAX_SNACKBARS } from "@storyframe/core";
import { SnackbarProvider } from "notistack";
import { NotificationToast } from "./NotificationToast";
import { Notifier } from "./Notifier";

// Every variant uses the shell's toast, which adds error-type icons and expandable details.
const toastComponents = {
  default: NotificationToast,
  success: NotificationToast,
  error: NotificationToast,
  warning: NotificationToast,
  info: NotificationToast,
};

/** The notifications of the application state as toasts: at most 5 at once, bottom right (platform-shell §4). */
export function Toasts() {
  return (
    <SnackbarProvider
      maxSnack={MAX_SNACKBARS}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      Components={toastComponents}
    >
      <Notifier />
    </SnackbarProvider>
  );
}
