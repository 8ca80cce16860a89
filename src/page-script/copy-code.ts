// A "Copy code" button on each code block of a rendered body (RichText's [data-rich-text],
// src/components/ui/page-header.tsx), added by the page script: without script there is nothing
// to copy with, so the server writes no button.
// The block is wrapped so the button stays in its corner while the code scrolls sideways; a
// polite status beside it says what happened, for sighted and screen reader users alike.

/** How long "Copied" stays before the status is cleared for the next copy. */
const STATUS_MS = 2000;

export function startCopyButtons(root: ParentNode): void {
  for (const pre of root.querySelectorAll('[data-rich-text] pre')) {
    if (pre.parentElement?.classList.contains('code-block')) continue;
    const block = document.createElement('div');
    block.className = 'code-block';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-copy';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code');
    const status = document.createElement('span');
    status.className = 'code-copied';
    status.setAttribute('role', 'status');
    let clear: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', () => {
      const say = (text: string) => {
        status.textContent = text;
        clearTimeout(clear);
        clear = setTimeout(() => (status.textContent = ''), STATUS_MS);
      };
      navigator.clipboard.writeText(pre.textContent ?? '').then(
        () => say('Copied'),
        () => say('Could not copy: select the code and copy it'),
      );
    });
    pre.replaceWith(block);
    block.append(pre, status, button);
  }
}
