import { useEffect, useState } from 'react';
import { useMemberIconUrl } from '../api/get-member-icon';
import { selectCustomerId, selectDisplayName, selectIsTrial, useSessionStore } from '../../auth/stores/session-store';
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
  const [broken, setBroken] = useState(false);

  useEffect(() => setBroken(false), [iconUrl]);

  const showImage = !isTrial && iconUrl !== null && !broken;
  return (
    <span className="member-avatar" aria-hidden="true">
      {showImage ? (
        <img className="member-avatar__image" src={iconUrl} alt="" width={36} height={36} onError={() => setBroken(true)} />
      ) : (
        <span className="member-avatar__initials">{initialsOf(name)}</span>
      )}
    </span>
  );
}
