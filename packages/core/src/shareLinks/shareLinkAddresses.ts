/** Every share link's secret starts with this, so the server and scanners recognise it (decision 078). */
export const SHARE_LINK_PREFIX = "sf_share_";

/** The web app's page that opens a link: `/share/<secret>`. */
export const SHARE_LINK_PAGE = "/share/";

/** The API of share links: management, and what a link's bearer reads about its own link. */
export const SHARE_LINK_PATHS = {
  links: "/api/share-links",
  current: "/api/share-links/current",
} as const;
