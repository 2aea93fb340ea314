/**
 * The `@storyframe/canvas/hooks` entry: React hooks the web app shares with the components, without loading any
 * component (the shell imports them into its first download, where the component library must not be).
 */
export { useDebouncedCommit } from "./components/shared/useDebouncedCommit";
export { type DebounceOptions, useDebouncedValue } from "./components/shared/useDebouncedValue";
