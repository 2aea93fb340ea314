/** SVAR Gantt's stylesheet as text (Vite's `?inline`), so the chart can leave out its web fonts before adding it. */
declare module "@svar-ui/react-gantt/all.css?inline" {
  const css: string;
  export default css;
}
