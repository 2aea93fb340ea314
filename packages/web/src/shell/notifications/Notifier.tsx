import { closeSnackbar, enqueueSnackbar } from "notistack";
import { useEffect, useRef } from "react";
import { type AppNotification, removeNotification, useNotificationStore } from "../notifications";

/**
 * Shows the notifications of the application state as toasts (notistack shows at most 5 at once, bottom
 * right; the others wait), closes the dismissed ones and removes them from the state once they are gone.
 */
export function Notifier() {
  const notifications = useNotificationStore((state) => state.notifications);
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const notification of notifications) {
      if (notification.dismissed) {
        closeSnackbar(notification.key);
        continue;
      }
      if (shown.current.has(notification.key)) continue;
      shown.current.add(notification.key);
      show(notification, () => {
        shown.current.delete(notification.key);
        removeNotification(notification.key);
      });
    }
  }, [notifications]);

  return null;
}

function show(notification: AppNotification, onGone: () => void): void {
  enqueueSnackbar(notification.message, {
    key: notification.key,
    variant: notification.options.variant,
    persist: notification.options.persist,
    // Errors with details stay long enough to be read and expanded.
    autoHideDuration: notification.details ? 10_000 : 5_000,
    onExited: onGone,
  });
}
