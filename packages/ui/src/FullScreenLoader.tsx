import { Spinner } from './Spinner.js';

export type FullScreenLoaderProps = { label: string };

export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  return (
    <div className="art-fullscreen-loader" data-testid="fullscreen-loader">
      <Spinner size={48} label={label} />
    </div>
  );
}
