import { ImageWithFallback } from '@art/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import '../commerce.css';
import './OrderProduct.css';

type OrderProductProps = { image: string; name: string; slug?: string; detail?: ReactNode };

/** An ordered artwork's thumbnail and name (a link to it when its slug is known), with a line below. */
export function OrderProduct({ image, name, slug, detail }: OrderProductProps) {
  return (
    <div className="com-product">
      <ImageWithFallback src={image} alt={name} loading="lazy" />
      <div className="com-line__who">
        {slug ? (
          <Link href={`/artwork/${slug}`} className="com-line__name" data-testid="order-item-name">
            {name}
          </Link>
        ) : (
          <span className="com-line__name" data-testid="order-item-name">
            {name}
          </span>
        )}
        {detail}
      </div>
    </div>
  );
}
