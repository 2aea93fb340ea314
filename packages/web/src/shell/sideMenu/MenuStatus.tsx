import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { MENU_SEARCH_LEAF_LIMIT, messages } from "@storyframe/core";
import type { MenuModel } from "./useMenuModel";

interface MenuStatusProps {
  model: MenuModel;
  noMatches: boolean;
  truncated: boolean;
}

/** What the menu says instead of (or above) its items: loading, failure, no items, no matches, too many matches. */
export function MenuStatus({ model, noMatches, truncated }: MenuStatusProps) {
  if (model.isLoading) {
    return (
      <Box role="status" aria-label="Loading menu items" sx={{ px: 2, py: 1 }}>
        {[72, 56, 64, 48, 60].map((percent) => (
          <Skeleton key={percent} variant="rounded" height={28} sx={{ my: 1, width: `${percent}%` }} />
        ))}
      </Box>
    );
  }
  if (model.error) {
    return (
      <Box role="alert" sx={{ px: 2.5, py: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {messages.menuLoadFailed}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={model.retry} sx={{ mt: 1, ml: -1 }}>
          Try Again
        </Button>
      </Box>
    );
  }
  if (noMatches) {
    return (
      <Typography role="status" variant="body2" sx={{ px: 2.5, py: 2, color: "text.secondary" }}>
        No items found.
      </Typography>
    );
  }
  if (model.nodes.length === 0 && !model.admin) {
    return (
      <Typography variant="body2" sx={{ px: 2.5, py: 2, color: "text.secondary" }}>
        There are no storylines on this branch yet.
      </Typography>
    );
  }
  if (truncated) {
    return (
      <Typography role="status" variant="caption" sx={{ display: "block", px: 2.5, py: 1, color: "text.secondary" }}>
        Showing the first {MENU_SEARCH_LEAF_LIMIT} matches. Type more to narrow the search.
      </Typography>
    );
  }
  return null;
}
