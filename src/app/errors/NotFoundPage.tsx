import { NotFoundMessage } from '@/ui/NotFoundMessage';

/** Unknown paths (docs/product.md §2). The route's title is 'Page not found'; the page says 'Page Not Found'. */
export default function NotFoundPage() {
  return <NotFoundMessage />;
}
