export type VerifiedBadgeProps = { label: string; size?: number };

export function VerifiedBadge({ label, size = 16 }: VerifiedBadgeProps) {
  return (
    <svg className="art-verified-badge" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={label}>
      <title>{label}</title>
      <path
        fill="currentColor"
        d="M12 1l2.6 2.2 3.4-.4.9 3.3 3 1.7-1.3 3.2 1.3 3.2-3 1.7-.9 3.3-3.4-.4L12 23l-2.6-2.2-3.4.4-.9-3.3-3-1.7L3.4 13 2.1 9.8l3-1.7.9-3.3 3.4.4z"
      />
      <path fill="#fff" d="M10.3 15.6l-3.2-3.2 1.4-1.4 1.8 1.8 5-5 1.4 1.4z" />
    </svg>
  );
}
