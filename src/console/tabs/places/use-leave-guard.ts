// While a place's form has unsaved changes, leaving asks first: a reload or a closed tab
// (beforeunload), and a click on a link to another page, the site header's router links included
// (they never fire beforeunload), as the post editor's guard does (editor/use-form-draft.ts).
import { useEffect } from 'react';
import { isLeavingClick } from '../../components/leaving-click';

export const LEAVE_MESSAGE = 'You have unsaved changes here. Leave them unsaved?';

export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      if (!isLeavingClick(event) || window.confirm(LEAVE_MESSAGE)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}
