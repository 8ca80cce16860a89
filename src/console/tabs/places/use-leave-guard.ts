// While a place's form has unsaved changes, leaving asks first: a reload or a closed tab
// (beforeunload), and a click on a link to another page, the site header's router links included
// (they never fire beforeunload), by the post editor's guard (components/leaving-click.ts).
import { useEffect } from 'react';
import { guardLeaving } from '../../components/leaving-click';

export const LEAVE_MESSAGE = 'You have unsaved changes here. Leave them unsaved?';

export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => (dirty ? guardLeaving(LEAVE_MESSAGE, () => true) : undefined), [dirty]);
}
