// Fields that ask for the visitor's time zone (the call request form, data-browser-time-zone) are
// filled with the browser's own as soon as the page has loaded: only the browser knows it, and
// the form's island starts later, at the visitor's first touch (it keeps what the field holds).

/** The visitor's own time zone, as the browser names it (e.g. Europe/Lisbon), or ''. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

export function startTimeZoneFields(root: ParentNode): void {
  const zone = browserTimeZone();
  if (!zone) return;
  for (const field of root.querySelectorAll<HTMLInputElement>('input[data-browser-time-zone]')) {
    if (!field.value) field.value = zone;
  }
}
