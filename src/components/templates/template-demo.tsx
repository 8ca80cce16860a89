// Renders a template's own component, loaded through the registry: a spinner while its chunk
// loads, and 'Failed to load template component' when the componentPath is not a
// known template, its chunk cannot be fetched, or it throws while rendering. Nothing is loaded
// on the server: the first HTML shows the spinner (or, for an unknown componentPath, the failure
// at once), and the browser fetches the chunk. Props only, JSON: it is the template-demo island
// (src/islands/template-demo.island.tsx).
import { Component, useEffect, useState, type ReactNode } from 'react';
import { templateAssetBase, templateLoader, type TemplateModule } from '../../templates/template-registry';
import { Spinner } from '../ui/spinner';

type LoadState = { status: 'loading' } | { status: 'ready'; App: TemplateModule['App'] } | { status: 'failed' };

export type TemplateDemoProps = {
  slug: string;
  title: string;
  componentPath: string;
  /** Inside another page (the live demo); otherwise the template is the whole page (the viewer). */
  embedded: boolean;
};

/** The first state, the same on the server and at hydration: a name no template has fails at once. */
const firstState = (componentPath: string): LoadState => (templateLoader(componentPath) ? { status: 'loading' } : { status: 'failed' });

export function TemplateDemo({ slug, title, componentPath, embedded }: TemplateDemoProps) {
  const [state, setState] = useState<LoadState>(() => firstState(componentPath));

  useEffect(() => {
    const load = templateLoader(componentPath);
    if (!load) {
      setState({ status: 'failed' });
      return;
    }
    let current = true;
    setState((now) => (now.status === 'loading' ? now : { status: 'loading' }));
    load().then(
      (module) => current && setState({ status: 'ready', App: module.App }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [componentPath]);

  if (state.status !== 'ready') {
    return <Placeholder title={title} embedded={embedded} failed={state.status === 'failed'} />;
  }
  const { App } = state;
  return (
    <RenderGuard fallback={<Placeholder title={title} embedded={embedded} failed />}>
      <App assetBase={templateAssetBase(slug)} embedded={embedded} />
    </RenderGuard>
  );
}

/**
 * The spinner or the failure message. As a whole page (the viewer), it is the page's main
 * landmark and names the template in its h1 until the template brings its own.
 */
function Placeholder({ title, embedded, failed }: { title: string; embedded: boolean; failed: boolean }) {
  const content = failed ? (
    <p role="alert" className="px-6 py-16 text-center font-medium text-red-700">
      Failed to load template component
    </p>
  ) : (
    <Spinner label="Loading template" />
  );
  if (embedded) return content;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center">
      <h1 className={failed ? 'text-3xl font-bold text-slate-900' : 'sr-only'}>{title}</h1>
      {content}
    </main>
  );
}

/** A template that throws while rendering shows the failure message instead of a blank page. */
class RenderGuard extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
