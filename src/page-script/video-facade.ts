// A post's video facade (src/components/media/video-embed.tsx): on the Play button's click, the
// player's frame from the facade's <template> takes the button's place, pointed at the provider's
// autoplay address. No other site is contacted before the click (decision 021).

export function startVideoFacades(root: ParentNode): void {
  for (const facade of root.querySelectorAll<HTMLElement>('[data-video-facade]')) {
    const button = facade.querySelector<HTMLButtonElement>('[data-video-play]');
    const frame = facade.querySelector<HTMLTemplateElement>('template[data-video-frame]')?.content.querySelector('iframe');
    if (!button || !frame) continue;
    button.addEventListener('click', () => {
      const player = frame.cloneNode() as HTMLIFrameElement;
      player.src = button.dataset.videoPlay ?? '';
      facade.replaceChildren(player);
      player.focus();
    });
  }
}
