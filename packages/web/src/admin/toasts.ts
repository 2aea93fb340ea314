import { notify } from "../shell/notifications";

/** Toasts of the admin pages, through the app's notifications (bottom right, at most five). */
export const toast = {
  success: (message: string) => notify({ message, variant: "success" }),
  error: (message: string, details?: string) => notify({ message, variant: "error", ...(details ? { details } : {}) }),
};
