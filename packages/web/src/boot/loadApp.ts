import type { AppFiles } from "./pageElements";

/** The files of the on-demand pages whose pattern matches one of `pathnames`, each once. */
export function routeFiles(files: AppFiles, pathnames: readonly string[]): string[] {
  const wanted = new Set<string>();
  for (const route of files.routes) {
    const pattern = new RegExp(route.pattern);
    if (pathnames.some((pathname) => pattern.test(pathname))) for (const file of route.files) wanted.add(file);
  }
  return [...wanted];
}

function appendLink(document: Document, rel: string, href: string): void {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  link.crossOrigin = "";
  document.head.append(link);
}

/**
 * Loads the app as the build's own tags would: styles, the entry and its module preloads; and the modules of the
 * page the address shows, whose download would otherwise wait until the entry runs.
 */
export function loadApp(document: Document, files: AppFiles, pathnames: readonly string[]): void {
  for (const href of files.styles) appendLink(document, "stylesheet", href);
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = files.entry;
  document.head.append(script);
  for (const href of [...files.preloads, ...routeFiles(files, pathnames)]) appendLink(document, "modulepreload", href);
}
