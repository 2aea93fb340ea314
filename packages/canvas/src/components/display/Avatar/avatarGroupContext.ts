import { createContext, useContext } from "react";
import type { AvatarVariant } from "./avatarAppearance";

/** What an AvatarGroup lends the avatars inside it unless they say otherwise. */
export type AvatarGroupDefaults = { size: number; variant: AvatarVariant };

export const AvatarGroupContext = createContext<AvatarGroupDefaults | null>(null);

export const useAvatarGroupDefaults = (): AvatarGroupDefaults | null => useContext(AvatarGroupContext);

export const defaultAvatarSize = 40;
