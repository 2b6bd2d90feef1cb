import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * Web addresses in what someone wrote, up to the first space; a sentence's closing punctuation
 * stays outside the link. Only http and https: any other scheme (javascript:, data:) stays text.
 */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'»”]/giu;

/** The opened tab gets neither this window nor the address it came from; search engines no vouching. */
const NEW_TAB_REL = 'noopener noreferrer nofollow';

/**
 * A message's words with its web addresses as links that open in a new tab, with no opener and no
 * referrer: the page at the other end learns nothing of the conversation. React escapes the rest.
 */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0];
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <Link key={match.index} href={address} target="_blank" rel={NEW_TAB_REL} inline>
        {address}
      </Link>,
    );
    at = match.index + address.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
