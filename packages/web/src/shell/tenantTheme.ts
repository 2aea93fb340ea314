import { createTheme, type Theme } from "@mui/material/styles";
import { type TenantTheme, tenantThemeSchema } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { fetchJson } from "../api/fetchJson";
import { tenantThemeFromPage } from "../app/pageBootstrap";
import { theme as baseTheme } from "../app/theme";

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The tenant's colours (`GET /api/settings/tenant-theme?domainName=`). */
async function loadTenantTheme(coreApiUrl: string, domainName: string, signal?: AbortSignal): Promise<TenantTheme> {
  const base = coreApiUrl.replace(/\/+$/, "");
  const body = await fetchJson(`${base}/api/settings/tenant-theme?domainName=${encodeURIComponent(domainName)}`, {
    timeout: true,
    retries: 0,
    ...(signal ? { signal } : {}),
  });
  return tenantThemeSchema.parse(body);
}

/** The app's theme in the tenant's primary and secondary colours; colours that are not hex codes are ignored. */
export function brandedTheme(
  base: Theme,
  colours: Pick<TenantTheme, "primaryColor" | "secondaryColor"> | undefined,
): Theme {
  const primary = colours && HEX_COLOUR.test(colours.primaryColor) ? colours.primaryColor : undefined;
  const secondary = colours && HEX_COLOUR.test(colours.secondaryColor) ? colours.secondaryColor : undefined;
  if (!primary && !secondary) return base;
  return createTheme(base, {
    palette: {
      ...(primary ? { primary: base.palette.augmentColor({ color: { main: primary } }) } : {}),
      ...(secondary ? { secondary: base.palette.augmentColor({ color: { main: secondary } }) } : {}),
    },
  });
}

/**
 * The shell's theme in the tenant's colours, once they have loaded (the default colours until then, and when
 * they cannot be loaded: branding is never worth an error).
 */
export function useTenantTheme(coreApiUrl: string | undefined, domainName: string | undefined): Theme {
  const query = useQuery({
    queryKey: ["tenantTheme", domainName],
    queryFn: ({ signal }) => loadTenantTheme(coreApiUrl ?? window.location.origin, domainName ?? "", signal),
    enabled: Boolean(domainName),
    // The page carries them (decision 072): the shell's first paint is already in the tenant's colours.
    initialData: () => (domainName ? tenantThemeFromPage(domainName) : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(() => brandedTheme(baseTheme, query.data), [query.data]);
}
