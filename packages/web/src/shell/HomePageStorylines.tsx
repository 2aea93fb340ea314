import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { type MenuItem, messages } from "@storyframe/core";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router";
import { readRecentStorylines } from "./HomePageRecents";
import { MenuIcon } from "./sideMenu/MenuIcon";
import { type MenuNode, toMenuNodes } from "./sideMenu/menuTree";

/** A storyline the user may open, as the home page shows it. */
interface StorylineCard {
  /** The storyline's name, as in `/storylines/{name}`. */
  name: string;
  title: string;
  description: string;
  url: string;
  icon: MenuNode["icon"];
  /** The menu section it sits in, e.g. 'Operations'. */
  section: string | undefined;
}

/**
 * The storyline a menu url opens (`/storylines/{name}`, with or without a query), or null. Read here rather than
 * with the viewer's helpers, which would bring the viewer's code into the home page's first download.
 */
function storylineOfUrl(url: string): string | null {
  const match = /^\/storylines\/([^/?#]+)\/?(?:[?#]|$)/.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Every storyline item of the menu (the server has left out those the user may not open), in menu order, once. */
function storylineCards(nodes: readonly MenuNode[], section?: string): StorylineCard[] {
  const seen = new Set<string>();
  const walk = (level: readonly MenuNode[], parent: string | undefined): StorylineCard[] =>
    level.flatMap((node) => {
      const name = node.url ? storylineOfUrl(node.url) : null;
      const own: StorylineCard[] =
        name && !seen.has(name)
          ? [
              {
                name,
                title: node.title,
                description: node.description,
                url: node.url ?? "",
                icon: node.icon,
                section: parent,
              },
            ]
          : [];
      if (name) seen.add(name);
      return [...own, ...walk(node.children, node.title)];
    });
  return walk(nodes, section);
}

/** The recently opened storylines first (most recent first), then the others in menu order. */
function recentFirst(cards: readonly StorylineCard[], recent: readonly string[]) {
  const byName = new Map(cards.map((card) => [card.name, card]));
  const recentCards = recent.flatMap((name) => byName.get(name) ?? []);
  const others = cards.filter((card) => !recent.includes(card.name));
  return { recent: recentCards, others };
}

interface HomePageStorylinesProps {
  /** The user's menu, once it has loaded. */
  menu: readonly MenuItem[] | undefined;
  userId: string | null;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}

/** Beneath the welcome: the storylines the user may open as cards, those opened lately first. */
export function HomePageStorylines({ menu, userId, loading, failed, onRetry }: HomePageStorylinesProps) {
  const cards = useMemo(() => storylineCards(toMenuNodes(menu ?? [])), [menu]);
  const recent = useMemo(() => readRecentStorylines(userId), [userId]);
  if (loading) return <LoadingCards />;
  if (failed) {
    return (
      <Box role="alert" sx={{ py: 6, textAlign: "center" }}>
        <Typography sx={{ color: "error.main" }}>{messages.menuLoadFailed}</Typography>
        <Button startIcon={<RefreshIcon />} onClick={onRetry} sx={{ mt: 1 }}>
          Try Again
        </Button>
      </Box>
    );
  }
  if (cards.length === 0) {
    return (
      <Box sx={{ py: 6, textAlign: "center", color: "text.secondary" }}>
        <Typography variant="h6" component="h2" sx={{ color: "text.primary" }}>
          No storylines yet
        </Typography>
        <Typography sx={{ mt: 1 }}>No storyline is open to you yet. Ask your administrator for access.</Typography>
      </Box>
    );
  }
  const ordered = recentFirst(cards, recent);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 4 }}>
      {ordered.recent.length > 0 ? <CardSection title="Recently opened" cards={ordered.recent} /> : null}
      {ordered.others.length > 0 ? (
        <CardSection title={ordered.recent.length > 0 ? "More storylines" : "Storylines"} cards={ordered.others} />
      ) : null}
    </Box>
  );
}

const grid = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  gap: 2,
  listStyle: "none",
  m: 0,
  p: 0,
} as const;

function CardSection({ title, cards }: { title: string; cards: StorylineCard[] }) {
  const headingId = `home-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={grid}>
        {cards.map((card) => (
          <Box component="li" key={card.name} sx={{ display: "flex" }}>
            <StorylineCardLink card={card} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function StorylineCardLink({ card }: { card: StorylineCard }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, display: "flex", "&:hover": { borderColor: "primary.main" } }}>
      <CardActionArea
        component={RouterLink}
        to={card.url}
        sx={{ p: 2.5, display: "flex", alignItems: "flex-start", justifyContent: "flex-start", gap: 2 }}
      >
        <Box
          sx={{
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: 2,
            display: "grid",
            placeItems: "center",
            bgcolor: "primary.main",
            color: "primary.contrastText",
          }}
        >
          <MenuIcon icon={card.icon} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {card.section ? (
            <Typography variant="overline" component="p" sx={{ color: "text.secondary", lineHeight: 1.6 }}>
              {card.section}
            </Typography>
          ) : null}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {card.title}
          </Typography>
          {card.description ? (
            <Typography
              variant="body2"
              sx={{
                mt: 0.5,
                color: "text.secondary",
                display: "-webkit-box",
                WebkitLineClamp: 3,
                WebkitBoxOrient: "vertical",
                overflow: "hidden",
              }}
            >
              {card.description}
            </Typography>
          ) : null}
        </Box>
      </CardActionArea>
    </Card>
  );
}

function LoadingCards() {
  return (
    <Box role="status" aria-label="Loading storylines">
      <Skeleton variant="text" width={160} sx={{ mb: 1.5, fontSize: "1.25rem" }} />
      <Box sx={grid}>
        {["a", "b", "c"].map((key) => (
          <Skeleton key={key} variant="rounded" height={112} />
        ))}
      </Box>
    </Box>
  );
}
