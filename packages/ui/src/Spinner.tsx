export type SpinnerProps = { size?: number; label?: string };

export function Spinner({ size = 32, label }: SpinnerProps) {
  return <span className="art-spinner" role="status" aria-label={label} style={{ width: size, height: size }} />;
}
