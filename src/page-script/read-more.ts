// The testimonial's Read More / Read Less (spec §4): under 768 px a quote is clamped to 4 lines
// (its line-clamp-4 class); when the text is longer than that, the toggle the server rendered
// hidden is shown, and it lifts or restores the clamp. A slide copied in afresh starts clamped,
// so the toggle resets on navigation. The quote's size is watched, so a rotation or a resize
// that changes whether the text fits shows or hides the toggle.

const CLAMP = 'line-clamp-4';

export function startReadMore(root: ParentNode): void {
  for (const quote of root.querySelectorAll<HTMLElement>('[data-clamped-quote]')) {
    const toggle = quote.parentElement?.querySelector<HTMLButtonElement>('[data-read-more]');
    if (!toggle) continue;
    const expanded = () => toggle.getAttribute('aria-expanded') === 'true';
    const measure = () => {
      if (!expanded()) toggle.hidden = quote.scrollHeight <= quote.clientHeight + 1;
    };
    toggle.addEventListener('click', () => {
      const expand = !expanded();
      quote.classList.toggle(CLAMP, !expand);
      toggle.setAttribute('aria-expanded', String(expand));
      toggle.textContent = expand ? 'Read Less' : 'Read More';
      measure();
    });
    new ResizeObserver(measure).observe(quote);
  }
}
