import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import type { ChatRoom } from '../api/chat-api';

type Props = {
  rooms: readonly ChatRoom[];
  roomId: number;
  onChoose: (roomId: number) => void;
  children: ReactNode;
};

/**
 * The rooms as tabs (arrow keys move between them, the list scrolls sideways on
 * a phone); only the chosen room's panel holds the history and send box.
 */
export function ChatRoomTabs({ rooms, roomId, onChoose, children }: Props) {
  const { t } = useTranslation();
  const choose = (key: Key | null) => {
    const room = rooms.find((r) => String(r.id) === String(key));
    if (room) onChoose(room.id);
  };
  return (
    <Tabs selectedKey={String(roomId)} onSelectionChange={choose} className="chat-rooms">
      <TabList className="chat-rooms__list" aria-label={t('chat.rooms')}>
        {rooms.map((room) => (
          <Tab key={room.id} id={String(room.id)} className="chat-rooms__tab">
            {room.name}
          </Tab>
        ))}
      </TabList>
      {/* Every tab names its panel (aria-controls), so each panel exists; only the
          chosen one holds the room. */}
      {rooms.map((room) => (
        <TabPanel key={room.id} id={String(room.id)} shouldForceMount className="chat-rooms__panel">
          {room.id === roomId ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
