import { ListRowSkeletons } from '@art/ui';
import '../commerce.css';

type CartLineSkeletonsProps = { label: string; rows: number; testId?: string };

/** Artworks' lines still loading (the cart's, an order's): a 72px thumbnail, a name, an artist. */
export function CartLineSkeletons({ label, rows, testId }: CartLineSkeletonsProps) {
  return (
    <ListRowSkeletons
      label={label}
      rows={rows}
      picture="square"
      pictureSize={72}
      className="com-lines"
      rowClassName="com-line"
      testId={testId}
    />
  );
}
