import { useState } from 'react';
import {
  selectCustomerId,
  selectDisplayName,
  selectIsTrial,
  useSessionStore,
} from '../../../lib/session/session-store';
import { useMemberIconUrl } from '../api/get-member-icon';
import { initialsOf } from '../initials';

/**
 * The member's avatar: the server's image once it has loaded, initials before
 * that and whenever it fails. Decorative: the button around it carries the name.
 * Trial players have no member icon (member-only call), so they keep initials.
 */
export function MemberAvatar() {
  const customerId = useSessionStore(selectCustomerId);
  const isTrial = useSessionStore(selectIsTrial);
  const name = useSessionStore(selectDisplayName);
  const iconUrl = useMemberIconUrl(customerId, customerId !== '' && !isTrial);
  // The image that failed to load; a new URL gets its own chance.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  const showImage = !isTrial && iconUrl !== null && iconUrl !== brokenUrl;
  return (
    <span className="member-avatar" aria-hidden="true">
      {showImage ? (
        <img
          className="member-avatar__image"
          src={iconUrl}
          alt=""
          width={36}
          height={36}
          onError={() => setBrokenUrl(iconUrl)}
        />
      ) : (
        <span className="member-avatar__initials">{initialsOf(name)}</span>
      )}
    </span>
  );
}
