import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { sameCellValue } from "./cellValue";
import type { OpenMenu } from "./useGridInteraction";

/** The options of the dropdown cell being edited, under the cell; choosing one stores its value. */
export function OptionMenu({ menu }: { menu: OpenMenu }) {
  return (
    <Menu
      open
      anchorEl={menu.anchor}
      onClose={menu.close}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      slotProps={{
        list: { "aria-label": `${menu.label} options`, dense: true },
        paper: { sx: { minWidth: menu.anchor.offsetWidth, maxHeight: 320 } },
      }}
    >
      {menu.options.map((option) => (
        <MenuItem
          key={`${option.label}|${String(option.value)}`}
          selected={sameCellValue(option.value, menu.value)}
          onClick={() => menu.select(option)}
        >
          {option.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
