/**
 * The floating button that opens the product's chat channel (its link comes from the site
 * settings). The button (a Fab with a tooltip, and the tooltip's positioning engine) is fetched
 * once the settings say there is a channel: it is never part of the first paint anyway.
 */
import { Suspense, lazy } from 'react';
import { useSiteSettings } from '../../api/site-settings';

const ChatChannelFab = lazy(() => import('./chat-channel-fab'));

export function ChatChannelButton() {
  const { data } = useSiteSettings();
  if (!data?.chatChannelUrl) return null;
  return (
    <Suspense fallback={null}>
      <ChatChannelFab href={data.chatChannelUrl} />
    </Suspense>
  );
}
