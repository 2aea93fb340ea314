interface BrandMarkProps {
  size?: number;
  /** The frame's colour; the Storyframe blue by default, the tenant's primary colour inside the app. */
  color?: string;
}

/** The Storyframe mark (a rising line in a rounded frame); decorative, so hidden from assistive technology. */
export function BrandMark({ size = 32, color = "#2f55d4" }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={color} />
      <path
        d="M8.5 21.5 13.5 15.5 17.5 19 23 11.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23" cy="11.5" r="2.3" fill="#fff" />
    </svg>
  );
}
