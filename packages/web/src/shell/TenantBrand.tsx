import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink } from "react-router";

interface TenantBrandProps {
  tenantName: string;
  logoUrl: string | null;
}

function initialOf(name: string): string {
  // Array.from splits by code point, so a name starting with an emoji or accented letter stays intact.
  return Array.from(name.trim())[0]?.toUpperCase() ?? "?";
}

/** The tenant's logo (or initial, when there is none or it fails to load) and name, linking home. */
export function TenantBrand({ tenantName, logoUrl }: TenantBrandProps) {
  const [failedLogoUrl, setFailedLogoUrl] = useState<string | null>(null);
  const showLogo = logoUrl !== null && logoUrl !== failedLogoUrl;

  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      color="inherit"
      sx={{ display: "inline-flex", alignItems: "center", gap: 1.5, minWidth: 0, borderRadius: 1 }}
    >
      {showLogo ? (
        <Box
          component="img"
          src={logoUrl}
          alt={`${tenantName} logo`}
          onError={() => setFailedLogoUrl(logoUrl)}
          sx={{ display: "block", height: 32, width: "auto", maxWidth: 160, objectFit: "contain" }}
        />
      ) : (
        <Avatar
          aria-hidden="true"
          data-testid="tenant-initial"
          sx={{ width: 32, height: 32, fontSize: "1rem", fontWeight: 700, bgcolor: "primary.main" }}
        >
          {initialOf(tenantName)}
        </Avatar>
      )}
      <Typography variant="h6" component="span" noWrap>
        {tenantName}
      </Typography>
    </Link>
  );
}
