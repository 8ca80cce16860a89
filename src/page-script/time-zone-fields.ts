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
  const fields = root.querySelectorAll<HTMLInputElement>('input[data-browser-time-zone]');
  // Only a page with such a field asks: the first Intl call loads the time zone data, ~20 ms of
  // a phone's main thread that every page would otherwise pay.
  if (fields.length === 0) return;
  const zone = browserTimeZone();
  for (const field of fields) {
    if (!field.value && zone) field.value = zone;
  }
}
