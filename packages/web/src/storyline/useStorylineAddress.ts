import { FIRST_POSITION, type FramePosition, samePosition } from "@storyframe/core";
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { type Location, useLocation, useNavigate, useNavigationType } from "react-router";
import { addressSearch, FRAME_QUERY_FLAG, positionInAddress } from "./storylineAddress";
import type { StorylineDocument } from "./storylineApi";
import { frameAt } from "./storylineFrames";
import type { StorylineSession } from "./storylineSession";
import { whenIdleAfterPaint } from "./whenIdleAfterPaint";

/** The longest a filter change waits for its data before the address is written all the same. */
const ADDRESS_WAIT_MAX_MS = 1000;

/** A filter change's write waiting for its data: how to cancel it, and the browser's address when it was made. */
type PendingWrite = { cancel: () => void; addressThen: string };

/** Cancels the waiting write, if any. */
function cancelWrite(pending: RefObject<PendingWrite | null>): void {
  pending.current?.cancel();
  pending.current = null;
}

/** Marks the history entries the viewer writes itself, so it does not follow them back. */
const WRITTEN_BY_VIEWER = { writtenByViewer: true };

function isWrittenByViewer(location: Location): boolean {
  return (location.state as typeof WRITTEN_BY_VIEWER | null)?.writtenByViewer === true;
}

/**
 * Keeps the address and the view in step (decision 073). The view writes its frame and filter values
 * into the address: a frame the reader moved to is a new history entry, anything else (the first
 * resolution, a filter change) replaces the current one. The address moves the view: Back, Forward or a
 * link to another frame of the open storyline goes there; an address naming no frame shows the first.
 * `onOpened` is called when the storyline opens, and again when an address naming no frame (a menu item, a
 * link) opens it anew.
 */
export function useStorylineAddress(document: StorylineDocument, session: StorylineSession, onOpened: () => void) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const current = useRef({ navigate, onOpened });
  current.current = { navigate, onOpened };
  // The router shows a navigation only once its transition renders: until then the address is the one written.
  // `href` is the browser's address that goes with it: when the browser's has moved on since (a link or Back the
  // router has not rendered yet), the viewer writes nothing, as the entry it would replace is no longer its own.
  const address = useRef({ key: location.key, location, href: window.location.href });
  // Taken when a location is committed, not while rendering: React may render a navigation's transition and drop
  // that render, and a later render with the location before it would then replace the address just written here
  // with the older one (the next frame's entry then replaced the first frame's instead of following it). Layout
  // effects run before the effects below, so they see the new location in the same commit.
  useLayoutEffect(() => {
    if (address.current.key !== location.key)
      address.current = { key: location.key, location, href: window.location.href };
  }, [location]);
  // The viewer's own page; once the address has left it (the page is going away), neither follows the other.
  const page = useRef(location.pathname).current;

  // The filter change's write still waiting (see writeOnceShown below), if any.
  const pendingWrite = useRef<PendingWrite | null>(null);

  useEffect(() => {
    const { navigation, controller, frames } = session;
    // `replaceOnly`: a filter change's write, which goes to the entry of the frame it was made on. Should the address
    // have moved on meanwhile (Back, before the view has followed it), it is dropped: the view follows the address,
    // and its values are written there then.
    const write = (position = navigation.getState().position, { replaceOnly = false } = {}) => {
      cancelWrite(pendingWrite);
      const here = address.current.location;
      if (here.pathname !== page || window.location.href !== address.current.href) return;
      const frame = frameAt(frames, position);
      if (!frame) return;
      const search = addressSearch(here.search, {
        frameId: frame.id,
        filters: document.filters,
        parameters: controller.getSnapshot().parameters,
      });
      if (search === here.search) return;
      const shown = positionInAddress(document.chapters, here.search);
      const isNewFrame = shown !== null && !samePosition(shown, position);
      if (isNewFrame && replaceOnly) return;
      current.current.navigate(
        { pathname: here.pathname, search, hash: here.hash },
        { replace: !isNewFrame, state: WRITTEN_BY_VIEWER },
      );
      address.current = {
        key: address.current.key,
        location: { ...here, search, state: WRITTEN_BY_VIEWER },
        href: window.location.href,
      };
    };
    // The waiting write, now. Dropped when the browser's address changed since the change was made (a link, Back):
    // the router may not have rendered that navigation yet, and writing would take the reader back.
    const writePending = (position?: FramePosition) => {
      const pending = pendingWrite.current;
      if (pending === null) return;
      cancelWrite(pendingWrite);
      if (window.location.href === pending.addressThen) write(position, { replaceOnly: true });
    };
    // A filter change is written once its data is shown (or after ADDRESS_WAIT_MAX_MS): a new address renders the
    // whole app again (every part that reads the location), which would hold up the answer the change asked for.
    // Leaving the page writes it at once.
    const writeOnceShown = () => {
      cancelWrite(pendingWrite);
      const addressThen = window.location.href;
      const latest = performance.now() + ADDRESS_WAIT_MAX_MS;
      const attempt = () => {
        if (controller.inFlightNames().length > 0 && performance.now() < latest) {
          pendingWrite.current = { cancel: whenIdleAfterPaint(attempt), addressThen };
        } else writePending();
      };
      pendingWrite.current = { cancel: whenIdleAfterPaint(attempt), addressThen };
    };
    const writeBeforeLeaving = () => writePending();
    write();
    const stopFollowingFrames = navigation.subscribe((state, previous) => {
      if (state.position === previous.position) return;
      // A filter change still waiting is written to the entry it was made on, then the frame gets an entry of its
      // own at once: written later, a Back pressed before it would skip the frame the reader came from.
      writePending(previous.position);
      write();
    });
    const stopFollowingParameters = controller.subscribeToParameters(writeOnceShown);
    window.addEventListener("pagehide", writeBeforeLeaving);
    return () => {
      stopFollowingFrames();
      stopFollowingParameters();
      window.removeEventListener("pagehide", writeBeforeLeaving);
      cancelWrite(pendingWrite);
    };
  }, [document, session, page]);

  const opened = useRef<StorylineSession | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address is read once, when it arrives.
  useEffect(() => {
    if (location.pathname !== page) return;
    const isFirst = opened.current !== session;
    opened.current = session;
    // An entry the viewer wrote shows what the view already is, unless the reader came back to it.
    if (!isFirst && navigationType !== "POP" && isWrittenByViewer(location)) return;
    // The address moves the view: what the viewer had still to write is older than it.
    cancelWrite(pendingWrite);
    const named = positionInAddress(document.chapters, location.search);
    session.navigation.getState().goTo(named ?? FIRST_POSITION);
    if (isFirst || !new URLSearchParams(location.search).has(FRAME_QUERY_FLAG)) current.current.onOpened();
  }, [document, session, page, location.key]);
}
