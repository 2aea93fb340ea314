import Box from "@mui/material/Box";
import { builtInIcon } from "./builtInIcons";
import { menuIconSource } from "./menuIconSource";
import type { MenuIconSpec } from "./menuTree";

/** A menu item's icon, 24 by 24; decorative (the item's title names it). */
export function MenuIcon({ icon }: { icon: MenuIconSpec | undefined }) {
  const source = menuIconSource(icon);
  if (source.kind === "image") {
    return (
      <Box
        component="img"
        src={source.src}
        alt=""
        width={24}
        height={24}
        sx={{ display: "block", width: 24, height: 24, objectFit: "contain", flexShrink: 0 }}
      />
    );
  }
  const Icon = builtInIcon(source.kind === "builtIn" ? source.name : "");
  return <Icon aria-hidden="true" sx={{ fontSize: 22, flexShrink: 0 }} />;
}
