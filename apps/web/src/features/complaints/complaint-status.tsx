import Badge from 'react-bootstrap/Badge';
import { useT } from '../../lib/i18n';
import type { ComplaintSummary } from './complaints-api';
import { complaintsMessages } from './i18n/messages';

/** Where a complaint stands: its status, or its outcome once closed. */
export function ComplaintBadge({ complaint }: { complaint: Pick<ComplaintSummary, 'status' | 'outcome'> }) {
  const t = useT(complaintsMessages);
  const closed = complaint.status === 'closed';
  return (
    <Badge bg={closed ? 'secondary' : 'warning'} text={closed ? undefined : 'dark'} className="rounded-0">
      {closed && complaint.outcome ? t(`outcome.${complaint.outcome}`) : t(`status.${complaint.status}`)}
    </Badge>
  );
}
