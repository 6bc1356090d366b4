import { StatusPage } from '../../components/status-page/status-page';
import { notFoundMessages as m } from './not-found.messages';

export function NotFoundView() {
  return <StatusPage code={m.code} title={m.title} text={m.text} home={m.home} />;
}
