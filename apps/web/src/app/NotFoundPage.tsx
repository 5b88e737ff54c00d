import { MessagePage } from '../components/ui/MessagePage';

export default function NotFoundPage() {
  return <MessagePage title="Page not found">This page does not exist. It may have moved, or the address may be mistyped.</MessagePage>;
}
