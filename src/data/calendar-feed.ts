import { feedAddressSchema } from '@core/calendar-rules';
import { api, parseJson } from './api';

/** A new private address of the signed-in person's calendar feed; the one before stops working. */
export async function makeFeedAddress(): Promise<string> {
  return (await parseJson(api().http.post('calendar/feed'), feedAddressSchema)).url;
}

/** Stops the feed: its address stops working. */
export async function stopFeed(): Promise<void> {
  await api().http.delete('calendar/feed');
}
