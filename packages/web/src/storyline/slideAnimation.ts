import { SLIDE_ANIMATION_MS, type SlideDirection, type SlideTransitionAnimationStyle } from "@storyframe/core";

/**
 * The CSS animation a frame comes in with: none for a paragraph change or
 * when the user turned animations off; otherwise a slide or a page turn from
 * the side the move came from (platform-shell §4, Slide animation).
 */
export function frameEnterAnimation(style: SlideTransitionAnimationStyle, direction: SlideDirection): string | null {
  if (style === "none" || direction === "none") return null;
  return `sf-${style}-from-${direction} ${SLIDE_ANIMATION_MS}ms cubic-bezier(0.22, 0.61, 0.36, 1) both`;
}

/** Keyframes of every animation {@link frameEnterAnimation} can name. */
export const frameAnimationKeyframes = `
@keyframes sf-slide-from-right { from { transform: translateX(40%); opacity: 0; } to { transform: none; opacity: 1; } }
@keyframes sf-slide-from-left { from { transform: translateX(-40%); opacity: 0; } to { transform: none; opacity: 1; } }
@keyframes sf-slide-from-down { from { transform: translateY(30%); opacity: 0; } to { transform: none; opacity: 1; } }
@keyframes sf-slide-from-up { from { transform: translateY(-30%); opacity: 0; } to { transform: none; opacity: 1; } }
@keyframes sf-flip-from-right { from { transform: perspective(1600px) rotateY(-75deg); transform-origin: left center; opacity: 0.2; } to { transform: perspective(1600px) rotateY(0); transform-origin: left center; opacity: 1; } }
@keyframes sf-flip-from-left { from { transform: perspective(1600px) rotateY(75deg); transform-origin: right center; opacity: 0.2; } to { transform: perspective(1600px) rotateY(0); transform-origin: right center; opacity: 1; } }
@keyframes sf-flip-from-down { from { transform: perspective(1600px) rotateX(60deg); transform-origin: center top; opacity: 0.2; } to { transform: perspective(1600px) rotateX(0); transform-origin: center top; opacity: 1; } }
@keyframes sf-flip-from-up { from { transform: perspective(1600px) rotateX(-60deg); transform-origin: center bottom; opacity: 0.2; } to { transform: perspective(1600px) rotateX(0); transform-origin: center bottom; opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .sf-frame-stage__frame { animation: none !important; } }
`;
