import MuiCard from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import { useId } from "react";
import { isIconName } from "../Icon/iconNames";
import { iconSet } from "../Icon/iconSet";
import type { CardProps } from "./Card.meta";

/** A titled surface with content and an actions row; a region named by its title. */
export default function Card({ title, subheader, icon, actions, elevation, outlined, children }: CardProps) {
  const titleId = useId();
  const HeaderIcon = icon !== undefined && isIconName(icon) ? iconSet[icon] : undefined;
  const hasHeader = title !== undefined || subheader !== undefined;
  return (
    <MuiCard
      className="sf-card"
      component="section"
      aria-labelledby={title === undefined ? undefined : titleId}
      variant={outlined ? "outlined" : "elevation"}
      elevation={outlined ? undefined : elevation}
      sx={{ display: "flex", flexDirection: "column" }}
    >
      {hasHeader && (
        <CardHeader
          title={title}
          subheader={subheader}
          avatar={HeaderIcon === undefined ? undefined : <HeaderIcon color="primary" data-icon={icon} />}
          slotProps={{
            title: { id: titleId, component: "h3", variant: "subtitle1", sx: { fontWeight: 600, m: 0 } },
            subheader: { variant: "body2" },
          }}
          sx={{ pb: 0 }}
        />
      )}
      <CardContent sx={{ flex: "1 1 auto" }}>{children}</CardContent>
      {actions !== undefined && actions !== null && (
        <CardActions className="sf-card-actions" sx={{ px: 2, pb: 2, pt: 0, flexWrap: "wrap", gap: 1 }}>
          {actions}
        </CardActions>
      )}
    </MuiCard>
  );
}
