import type { SocialUserCard } from '@art/sdk';
import { Avatar } from '@art/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { profileLink } from '../../lib/profileLink.js';
import '../social.css';

/** A person in a list: picture, name linking to their profile, a line under it, and an action. */
export function PersonRow({
  person,
  viewerId,
  detail,
  action,
}: {
  person: SocialUserCard;
  viewerId?: string;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  const link = profileLink(person, viewerId);
  return (
    <li className="soc-person" data-testid="person-row" data-person-id={person._id}>
      <span className="soc-row">
        <Avatar picture={person.picture} name={person.name} size={44} />
        <span className="soc-side" style={{ gap: 2 }}>
          {link ? <Link href={link}>{person.name}</Link> : <strong>{person.name}</strong>}
          {detail && <span className="soc-muted">{detail}</span>}
        </span>
      </span>
      {action}
    </li>
  );
}
