/** The tooltip on options that cannot be chosen because the maximum is reached (canvas-components §5). */
export const maxSelectionMessage = (maximum: number): string => `A maximum of ${maximum} items can be selected.`;

/** Whether a multiple selection of `count` items has reached an optional maximum. */
export const isMaxReached = (count: number, maximum: number | undefined): boolean =>
  maximum !== undefined && count >= maximum;
