import type { ErrorType } from "@storyframe/core";

/** An error as the shell shows it: its kind (which picks the icon), a title and an optional explanation. */
export interface ErrorInfo {
  type: ErrorType;
  title: string;
  detail?: string;
}
