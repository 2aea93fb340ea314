import type { MenuIconSpec } from "./menuTree";

export type MenuIconSource = { kind: "image"; src: string } | { kind: "builtIn"; name: string } | { kind: "none" };

const PNG_DATA_PREFIX = "data:image/png;base64,";
// Every PNG file starts with the same 8 bytes; base64 of them begins with this.
const PNG_SIGNATURE_BASE64 = "iVBORw0KGgo";
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * What a menu icon shows. URL icons must be http(s) or site-relative addresses; Binary icons must be base64
 * PNG data — the one place a data: URL is built, and only as image/png; anything else shows no image.
 */
export function menuIconSource(icon: MenuIconSpec | undefined): MenuIconSource {
  if (!icon) return { kind: "none" };
  const content = icon.content.trim();
  switch (icon.type) {
    case "BuiltIn":
      return { kind: "builtIn", name: content };
    case "URL":
      return isSafeImageUrl(content) ? { kind: "image", src: content } : { kind: "none" };
    case "Binary": {
      const data = (content.startsWith(PNG_DATA_PREFIX) ? content.slice(PNG_DATA_PREFIX.length) : content).replace(
        /\s+/g,
        "",
      );
      return BASE64.test(data) && data.startsWith(PNG_SIGNATURE_BASE64)
        ? { kind: "image", src: `${PNG_DATA_PREFIX}${data}` }
        : { kind: "none" };
    }
    default:
      return { kind: "none" };
  }
}

function isSafeImageUrl(url: string): boolean {
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}
