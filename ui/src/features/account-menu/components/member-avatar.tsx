import { useEffect, useState } from 'react';
import {
  selectCustomerId,
  selectDisplayName,
  selectIsTrial,
  useSessionStore,
} from '../../../lib/session/session-store';
import { initialsOf } from '../initials';
import {
  selectLoadMemberIcon,
  selectMemberIconFor,
  selectMemberIconUrl,
  useMemberIconStore,
} from '../stores/member-icon-store';

/**
 * The member's avatar: the server's image once it has loaded, initials before
 * that and whenever it fails. Decorative: the button around it carries the name.
 * Trial players have no member icon (member-only call), so they keep initials.
 */
export function MemberAvatar() {
  const customerId = useSessionStore(selectCustomerId);
  const isTrial = useSessionStore(selectIsTrial);
  const name = useSessionStore(selectDisplayName);
  const load = useMemberIconStore(selectLoadMemberIcon);
  const iconFor = useMemberIconStore(selectMemberIconFor);
  const iconUrl = useMemberIconStore(selectMemberIconUrl);
  // The image that failed to load; a new URL gets its own chance.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  useEffect(() => {
    if (customerId !== '' && !isTrial) load(customerId);
  }, [customerId, isTrial, load]);

  const showImage = !isTrial && iconFor === customerId && iconUrl !== null && iconUrl !== brokenUrl;
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
