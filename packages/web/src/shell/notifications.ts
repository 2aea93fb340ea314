import type { ErrorType } from "@storyframe/core";
import { create } from "zustand";

export type NotificationVariant = "default" | "success" | "error" | "warning" | "info";

export interface NotifyInput {
  message: string;
  /** More about it, shown under 'Show more': markdown, or HTML when it contains a tag (sanitised). */
  details?: string;
  variant: NotificationVariant;
  /** Picks the icon of an error: Connectivity, NotFound, Generic or Maintenance. */
  errorType?: ErrorType;
  /** Stays until closed instead of hiding after a few seconds. */
  persist?: boolean;
  /** Dropped when a notification with the same message is already shown. */
  preventDuplicates?: boolean;
}

/** A notification in the application state (platform-shell §3). */
export interface AppNotification {
  key: string;
  message: string;
  details?: string;
  errorType?: ErrorType;
  options: { variant: NotificationVariant; persist: boolean; preventDuplicates: boolean };
  /** Closed by the user or the code; it leaves the screen, then `removeNotification` drops it. */
  dismissed: boolean;
}

interface NotificationState {
  notifications: AppNotification[];
}

export const useNotificationStore = create<NotificationState>()(() => ({ notifications: [] }));

let sequence = 0;

/** `list` with `notification` added — unless it asks not to be duplicated and its message is already there. */
function enqueueNotification(list: readonly AppNotification[], notification: AppNotification): AppNotification[] {
  const duplicate =
    notification.options.preventDuplicates &&
    list.some((other) => !other.dismissed && other.message === notification.message);
  return duplicate ? [...list] : [...list, notification];
}

/**
 * Shows a toast at the bottom right (at most 5 at once; more wait their turn). Returns its key, or null when it
 * was dropped as a duplicate. Callable from anywhere, inside React or not.
 */
export function notify(input: NotifyInput): string | null {
  sequence += 1;
  const notification: AppNotification = {
    key: `notification-${Date.now()}-${sequence}`,
    message: input.message,
    ...(input.details !== undefined ? { details: input.details } : {}),
    ...(input.errorType !== undefined ? { errorType: input.errorType } : {}),
    options: {
      variant: input.variant,
      persist: input.persist ?? false,
      preventDuplicates: input.preventDuplicates ?? false,
    },
    dismissed: false,
  };
  const before = useNotificationStore.getState().notifications;
  const after = enqueueNotification(before, notification);
  if (after.length === before.length) return null;
  useNotificationStore.setState({ notifications: after });
  return notification.key;
}

/** Closes one notification (it animates out), or every one when no key is given. */
export function closeNotification(key?: string): void {
  useNotificationStore.setState((state) => ({
    notifications: state.notifications.map((notification) =>
      key === undefined || notification.key === key ? { ...notification, dismissed: true } : notification,
    ),
  }));
}

/** Drops a notification from the state (after it left the screen). */
export function removeNotification(key: string): void {
  useNotificationStore.setState((state) => ({
    notifications: state.notifications.filter((notification) => notification.key !== key),
  }));
}

/** Shows an error of the shell's kind (title, detail, type) as an error toast with its type's icon. */
export function notifyError(
  error: { type: ErrorType; title: string; detail?: string },
  options: Pick<NotifyInput, "persist" | "preventDuplicates"> = { preventDuplicates: true },
): string | null {
  return notify({
    message: error.title,
    ...(error.detail ? { details: error.detail } : {}),
    variant: "error",
    errorType: error.type,
    ...options,
  });
}
