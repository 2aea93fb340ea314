import { sanitizeUrl } from "../../../template/sanitizeUrl";
import { type IconName, isIconName } from "../../display/Icon/iconNames";
import { resolveColor } from "./colors";
import { fontAwesomeIconName, materialIconName } from "./graphicIcons";
import type { Display, Graphic } from "./graphicSchema";
import { LazyIcon } from "./LazyIcon";

const setNames: Readonly<Record<Exclude<Graphic["type"], "img">, string>> = {
  MaterialUI: "Material icon",
  FontAwesome: "Font Awesome icon",
  Icon: "icon",
};

function iconNameOf(graphic: Exclude<Graphic, { type: "img" }>): IconName | undefined {
  if (graphic.type === "MaterialUI") return materialIconName(graphic.name);
  if (graphic.type === "FontAwesome") return fontAwesomeIconName(graphic.name);
  return isIconName(graphic.name) ? graphic.name : undefined;
}

/**
 * One graphic of a heading, 1.25 em high: an image (http, https or relative address only) or an icon. Material
 * and Font Awesome names are drawn with the canvas icon set (see graphicIcons.ts); an unknown name is named in
 * a small notice. Decorative unless it has a title (icons) or alt text (images).
 */
export function GraphicView({ graphic }: { graphic: Graphic }) {
  if (graphic.type === "img") {
    const src = sanitizeUrl(graphic.src);
    if (src === undefined) return null;
    return <img className="sf-graphic sf-graphic--img" src={src} alt={graphic.alt} height={20} loading="lazy" />;
  }
  const name = iconNameOf(graphic);
  if (name === undefined) {
    return (
      <span className="sf-graphic sf-graphic--unknown">
        Unknown {setNames[graphic.type]} '{graphic.name}'.
      </span>
    );
  }
  return (
    <LazyIcon
      name={name}
      title={graphic.title}
      color={graphic.color === undefined ? undefined : resolveColor(graphic.color)}
      className="sf-graphic sf-graphic--icon"
    />
  );
}

/** Text of a display, whether written as text or as an object. */
export const displayText = (display: Display): string => (typeof display === "string" ? display : display.text);

/** A heading's graphics, text and subtext. */
export function DisplayView({ display }: { display: Display }) {
  if (typeof display === "string") return <span className="sf-display__text">{display}</span>;
  return (
    <span className="sf-display">
      {display.graphics.map((graphic, index) => (
        // Graphics are positional decorations of the heading.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <GraphicView key={index} graphic={graphic} />
      ))}
      <span className="sf-display__words">
        <span className="sf-display__text">{display.text}</span>
        {display.subtext !== undefined && <span className="sf-display__subtext">{display.subtext}</span>}
      </span>
    </span>
  );
}
