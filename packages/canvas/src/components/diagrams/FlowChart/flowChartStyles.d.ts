/** React Flow's stylesheet, imported for its side effect (Vite adds it to the page with the component's chunk). */
declare module "@xyflow/react/dist/*.css";
