import { useEffect, useState } from 'react';
import { selectCustomerId, selectDisplayName, selectIsTrial, useSessionStore } from '../../../lib/session/session-store';
import { initialsOf } from '../initials';
import { selectLoadMemberIcon, selectMemberIconFor, selectMemberIconUrl, useMemberIconStore } from '../stores/member-icon-store';

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
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    if (customerId !== '' && !isTrial) load(customerId);
  }, [customerId, isTrial, load]);
  useEffect(() => setBroken(false), [iconUrl]);

  const showImage = !isTrial && iconFor === customerId && iconUrl !== null && !broken;
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
